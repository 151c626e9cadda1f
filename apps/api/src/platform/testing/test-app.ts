import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AuthResponse,
  CLIENT_KEY_HEADER,
  EMAIL_SEARCH_THROTTLE,
  type Message,
  type Post,
  LOGIN_THROTTLE,
  REFRESH_TOKEN_COOKIE,
  Role,
  SIGN_UP_THROTTLE,
  type SignUpBody,
} from '@nexus/contracts';
import supertest from 'supertest';
import { createApp, type NexusApp } from '../../bootstrap';
import { type AppConfig, loadConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import { TEST_DATABASE_URL_VARIABLE } from './global-setup';
import { Mailbox } from './mailbox';

export const TEST_PASSWORD = 'correct-horse-42';

/**
 * The production app (same createApp and bootstrap), listening on a free port, with a real SMTP mailbox,
 * on the run's shared database unless given another.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}, databaseUrl = process.env[TEST_DATABASE_URL_VARIABLE]) {
  const mailbox = await new Mailbox().start();
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-test-data-')),
      JWT_SECRET: randomUUID() + randomUUID(),
      CLIENT_KEY: `test-client-${randomUUID()}`,
      SMTP_URL: mailbox.url,
      WEB_DIST_DIR: path.join(tmpdir(), 'no-web-build'),
      RUN_MIGRATIONS: 'false',
      // The tests' push service (push-service.ts) listens on http://localhost.
      PUSH_ALLOW_HTTP: 'true',
      // Test files run side by side on one database: each app works its own queues, or one app's
      // worker would take another's jobs (and send its mail to the wrong mailbox).
      JOBS_SCHEMA: `jobs_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    }),
    // Every test signs up and fails logins from 127.0.0.1: only the tests of these limits hold an address to them.
    loginThrottle: { ...LOGIN_THROTTLE, perAddress: { ...LOGIN_THROTTLE.perAddress, limit: 1_000_000 } },
    signUpThrottle: { ...SIGN_UP_THROTTLE, perAddress: { ...SIGN_UP_THROTTLE.perAddress, limit: 1_000_000 } },
    emailSearchThrottle: { perAddress: { ...EMAIL_SEARCH_THROTTLE.perAddress, limit: 1_000_000 } },
    ...overrides,
  };
  if (!databaseUrl) throw new Error('The jest global setup did not provision a database');
  const app: NexusApp = await createApp(config, databaseUrl);
  await app.listen(0, '127.0.0.1');
  const http = supertest(app.getHttpServer());
  const prisma = app.get(PrismaService);
  const key = { [CLIENT_KEY_HEADER]: config.clientKey };

  /** A unique e-mail per call, so tests never share data. */
  const email = (label = 'member') => `${label}.${randomUUID().slice(0, 8)}@example.test`;

  async function signUp(body: Partial<SignUpBody> = {}) {
    const username = body.username ?? email();
    const response = await http
      .post('/v1/user')
      .set(key)
      .send({ username, password: TEST_PASSWORD, role: Role.Member, ...body })
      .expect(200);
    const auth = response.body as AuthResponse;
    return { ...auth, token: auth.session.accessToken, refreshCookie: refreshCookieOf(response.headers) };
  }

  /** A verified, onboarded member with a session: the usual starting point. */
  async function member(body: Partial<SignUpBody> = {}) {
    const signedUp = await signUp(body);
    const user = await prisma.user.update({ where: { id: signedUp.user.id }, data: { enabled: true, isOnBoarded: true } });
    return { ...signedUp, user: { ...signedUp.user, enabled: true, isOnBoarded: true }, entity: user };
  }

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** Makes two members connections (a row each way), as an accepted request does. */
  async function connect(a: string, b: string) {
    await prisma.connection.createMany({
      data: [
        { userId: a, connectedUserId: b },
        { userId: b, connectedUserId: a },
      ],
    });
  }

  /** A direct message sent through the API (the two must be allowed to chat), as the sender's answer. */
  async function message(from: { user: { id: string }; token: string }, to: string, text = 'hello'): Promise<Message> {
    const response = await http
      .post(`/v1/message/${from.user.id}/${to}`)
      .set(bearer(from.token))
      .send({ content: { message: text } })
      .expect(200);
    return response.body as Message;
  }

  /** A post written through the API (unique text unless `body` gives it), as the author's answer. */
  async function post(author: { token: string }, body: Record<string, unknown> = {}): Promise<Post> {
    const response = await http
      .post('/v1/post')
      .set(bearer(author.token))
      .send({ content: `post ${randomUUID()}`, ...body })
      .expect(200);
    return response.body as Post;
  }

  /**
   * Every page of a keyset list, by its cursors: each item's `key` in order, and the page sizes. Fails rather than
   * loop when the pages do not end.
   */
  async function walk<T = Record<string, unknown>>(
    token: string,
    path: string,
    key: (item: T) => unknown,
    query: Record<string, unknown> = {},
  ) {
    const ids: unknown[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const res: { body: { items: T[]; nextCursor: string | null } } = await http
        .get(path)
        .query({ ...query, ...(cursor ? { cursor } : {}) })
        .set(bearer(token))
        .expect(200);
      ids.push(...res.body.items.map(key));
      sizes.push(res.body.items.length);
      cursor = res.body.nextCursor;
      if (!cursor) return { ids, sizes };
    }
    throw new Error(`${path}: the pages did not end`);
  }

  return {
    app,
    config,
    http,
    prisma,
    mailbox,
    key,
    email,
    signUp,
    member,
    url: await app.getUrl(),
    bearer,
    connect,
    message,
    post,
    walk,
    async close() {
      await app.close();
      await mailbox.stop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
/** A signed-up, verified member of a test app, with their access token. */
export type TestMember = Awaited<ReturnType<TestApp['member']>>;

export function refreshCookieOf(headers: Record<string, unknown>): string | undefined {
  const cookies = (headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = cookies.find((c) => c.startsWith(`${REFRESH_TOKEN_COOKIE}=`));
  const value = cookie?.split(';')[0];
  return value && value !== `${REFRESH_TOKEN_COOKIE}=` ? value : undefined;
}
