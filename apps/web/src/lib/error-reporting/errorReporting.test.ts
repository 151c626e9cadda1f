import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AppConfig, ERROR_REPORTING_SAMPLE_RATES } from '@nexus/contracts';
import { captureException, getClient } from '@sentry/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startErrorReporting } from '.';

/** A Sentry ingest server, as far as the SDK goes: it takes envelopes on /api/<project>/envelope/. */
let ingest: Server;
const envelopes: string[] = [];
beforeAll(async () => {
  ingest = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url?.startsWith('/api/2/envelope/')) envelopes.push(body);
      response.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => ingest.close(resolve)));

const config = (errorReporting?: AppConfig['errorReporting']): AppConfig => ({
  environment: 'test',
  marketingSiteUrl: 'https://nexus.example.test',
  clientKey: 'test-client-key',
  push: { vapidPublicKey: 'test-vapid-public-key' },
  sso: { providers: [], development: false, adminPassword: true },
  ...(errorReporting ? { errorReporting } : {}),
});

describe('error reporting', () => {
  it('stays off without a DSN', async () => {
    await startErrorReporting(config());
    expect(getClient()).toBeUndefined();
  });

  it('with a DSN, starts Sentry at the rates of §9 and sends it the errors', async () => {
    const dsn = `http://publickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/2`;
    await startErrorReporting(config({ dsn }));
    const options = getClient()?.getOptions();
    expect(options).toMatchObject({
      dsn,
      environment: 'test',
      tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces,
      replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.sessionReplays,
      replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysOnError,
    });

    captureException(new Error('reported from the page'));
    for (let i = 0; i < 100 && !envelopes.some((e) => e.includes('reported from the page')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(envelopes.some((e) => e.includes('reported from the page'))).toBe(true);
  });
});
