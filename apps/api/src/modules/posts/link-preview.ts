import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, LINK_PREVIEW_LIMITS, type LinkPreview, PostText } from '@nexus/contracts';
import { Parser } from 'htmlparser2';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

const TEXT_MAX = { title: 300, description: 1000, siteName: 100 } as const;
const URL_MAX = 2000;

class Refused extends Error {}

/**
 * A link's preview, fetched by the server (POST post/link-preview, and again when the post is written).
 *
 * SSRF: only http(s); every address a name resolves to must be public unicast (no private, loopback, link-local,
 * carrier-grade NAT, multicast, reserved… ranges, IPv4-mapped IPv6 included), checked by the socket's own `lookup`,
 * so the address connected to is the one checked (no DNS rebinding between check and connect), on every redirect
 * (followed by hand, at most LINK_PREVIEW_LIMITS.maxRedirects). One time limit covers all hops; the body is read up to
 * maxBytes, then the connection is dropped and what arrived is parsed.
 *
 * Parsing: htmlparser2 (a streaming, well-kept parser, no DOM) reads the <head> only: og:title, og:description,
 * og:image, og:site_name, else <title> and <meta name=description>. Regexes over HTML miss attribute order, quoting
 * and entities; a streaming parser handles them and lets us stop at </head>.
 */
@Injectable()
export class LinkPreviewFetcher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** `field`: the request field the address came in, named by a 400. */
  async preview(raw: string, field = 'url'): Promise<LinkPreview> {
    let url = this.checkedUrl(raw, field);
    const signal = AbortSignal.timeout(LINK_PREVIEW_LIMITS.timeoutMs);
    try {
      for (let hop = 0; ; hop++) {
        const response = await this.get(url, signal);
        const location = response.headers.location;
        if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
          response.destroy();
          if (hop >= LINK_PREVIEW_LIMITS.maxRedirects) throw unavailable();
          url = this.checkedUrl(new URL(location, url).toString(), field);
          continue;
        }
        if (
          response.statusCode !== 200 ||
          !/^(text\/html|application\/xhtml\+xml)\b/i.test(response.headers['content-type'] ?? '')
        ) {
          response.destroy();
          throw unavailable();
        }
        return { url: url.toString(), ...(await readHead(response, url)) };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof Refused) throw refused();
      throw unavailable();
    }
  }

  private checkedUrl(raw: string, field: string): URL {
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
    } catch {
      throw AppError.invalid(field, 'must be a web address');
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.toString().length > URL_MAX)
      throw refused();
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.isPublic(host)) throw refused();
    return url;
  }

  /** Public unicast only; loopback too when the configuration allows it (tests, local development). */
  private isPublic(address: string): boolean {
    const parsed = ipaddr.process(address);
    const range = parsed.range();
    return range === 'unicast' || (range === 'loopback' && this.config.linkPreviewAllowLoopback);
  }

  /** The socket's name resolution: every address must be public, or the connection is refused. */
  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || !addresses.every((a) => this.isPublic(a.address)))
        return callback(new Refused(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

  private get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.get(
        url,
        {
          lookup: this.lookup,
          signal,
          headers: { 'user-agent': 'NexusLinkPreview/1.0', accept: 'text/html,application/xhtml+xml' },
        },
        resolve,
      );
      request.on('error', (error) => reject(error instanceof Refused || error.cause instanceof Refused ? new Refused() : error));
    });
  }
}

const refused = () => new AppError(ErrorCode.LinkPreviewRefused, PostText.linkPreviewRefused);
const unavailable = () => new AppError(ErrorCode.LinkPreviewUnavailable, PostText.linkPreviewUnavailable);

/** Reads the page's <head> (at most maxBytes), then stops reading. */
function readHead(response: IncomingMessage, base: URL): Promise<Omit<LinkPreview, 'url'>> {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  let done = false;
  let read = 0;
  return new Promise((resolve, reject) => {
    const finish = () => {
      if (done) return;
      done = true;
      response.destroy();
      const text = (value: string | undefined, max: number) => {
        const clean = value?.replace(/\s+/g, ' ').trim();
        return clean ? clean.slice(0, max) : null;
      };
      resolve({
        title: text(meta.get('og:title') ?? meta.get('twitter:title') ?? title, TEXT_MAX.title),
        description: text(
          meta.get('og:description') ?? meta.get('twitter:description') ?? meta.get('description'),
          TEXT_MAX.description,
        ),
        image: imageUrl(meta.get('og:image') ?? meta.get('twitter:image'), base),
        siteName: text(meta.get('og:site_name'), TEXT_MAX.siteName),
      });
    };
    const parser = new Parser(
      {
        onopentag(name, attributes) {
          if (name === 'body') return finish();
          if (name === 'title') inTitle = true;
          if (name === 'meta') {
            const key = (attributes.property ?? attributes.name)?.toLowerCase();
            if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
          }
        },
        ontext(data) {
          if (inTitle) title += data;
        },
        onclosetag(name) {
          if (name === 'title') inTitle = false;
          if (name === 'head') finish();
        },
      },
      { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    );
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      if (done) return;
      read += Buffer.byteLength(chunk);
      parser.write(chunk);
      if (read >= LINK_PREVIEW_LIMITS.maxBytes) finish();
    });
    response.on('end', () => {
      parser.end();
      finish();
    });
    response.on('error', (error) => (done ? undefined : reject(error)));
    response.on('close', finish);
  });
}

/** The image as an absolute http(s) address, or null. */
function imageUrl(value: string | undefined, base: URL): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return ['http:', 'https:'].includes(url.protocol) && url.toString().length <= URL_MAX ? url.toString() : null;
  } catch {
    return null;
  }
}
