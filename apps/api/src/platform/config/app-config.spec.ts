import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nexus-config-'));

  it('runs with nothing set: port 3000, embedded database, secrets generated once into DATA_DIR', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR });
    expect(first).toMatchObject({
      environment: 'development',
      port: 3000,
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      seedDemo: true,
      runWorker: true,
      jobsSchema: 'pgboss',
      linkPreviewAllowLoopback: false,
      databasePool: { size: 10, timeoutMs: 5000, maxQueue: 200 },
      serveSourceMaps: false,
    });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const stored = JSON.parse(readFileSync(path.join(DATA_DIR, 'secrets.json'), 'utf8'));
    expect(stored.jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR }).jwtSecret).toBe(first.jwtSecret);
    expect(first.push.vapidPublicKey).toMatch(/^[\w-]{87}$/);
    expect(stored.vapidPrivateKey).toBe(first.push.vapidPrivateKey);
    expect(loadConfig({ DATA_DIR }).push).toEqual(first.push);
  });

  it('adds the VAPID keys to a secrets file written before web push, keeping its other secrets', () => {
    const DATA_DIR = dataDir();
    const file = path.join(DATA_DIR, 'secrets.json');
    writeFileSync(file, JSON.stringify({ jwtSecret: 'j'.repeat(48), clientKey: 'nexus-web-kept' }));
    const config = loadConfig({ DATA_DIR });
    expect(config).toMatchObject({ jwtSecret: 'j'.repeat(48), clientKey: 'nexus-web-kept' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      jwtSecret: 'j'.repeat(48),
      clientKey: 'nexus-web-kept',
      vapidPublicKey: config.push.vapidPublicKey,
      vapidPrivateKey: config.push.vapidPrivateKey,
    });
    expect(config.push.vapidSubject).toBe('mailto:no-reply@nexus.local');
  });

  it('takes the VAPID keys as a pair', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_SUBJECT: 'ops@example.org' })).toThrow(
      'VAPID_SUBJECT must be a mailto: or https:// address',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number (got "abc")'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must be a postgresql:// URL (got "mysql://x")'],
    [{ NODE_ENV: 'staging' }, 'Invalid configuration: NODE_ENV must be development, test or production (got "staging")'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid configuration: SMTP_URL must be a smtp:// or smtps:// URL (got "http://mail")'],
    [{ RUN_WORKER: 'yes' }, 'Invalid configuration: RUN_WORKER must be true or false (got "yes")'],
    [
      { JOBS_SCHEMA: 'Jobs; drop' },
      'Invalid configuration: JOBS_SCHEMA must be a PostgreSQL schema name (a-z, 0-9, _) (got "Jobs; drop")',
    ],
    [{ SERVE_SOURCE_MAPS: 'yes' }, 'Invalid configuration: SERVE_SOURCE_MAPS must be true or false (got "yes")'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be trace, debug, info, warn, error, fatal, silent (got "loud")',
    ],
    [
      { SENTRY_DSN: 'sentry.example' },
      'Invalid configuration: SENTRY_DSN must be a http:// or https:// URL (got "sentry.example")',
    ],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new ConfigError(message));
  });

  it('logs at info (warn in tests), as JSON unless asked for readable lines; metrics and error reporting open and off', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' })).toMatchObject({
      logging: { level: 'info', pretty: false },
      metricsToken: undefined,
      sentryDsn: undefined,
      webSentryDsn: undefined,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', LOG_FORMAT: 'pretty' }).logging).toEqual({
      level: 'warn',
      pretty: true,
    });
    const dsn = 'https://key@o1.ingest.example.test/2';
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        LOG_LEVEL: 'debug',
        METRICS_TOKEN: 'm'.repeat(16),
        SENTRY_DSN: dsn,
        WEB_SENTRY_DSN: dsn,
      }),
    ).toMatchObject({ logging: { level: 'debug' }, metricsToken: 'm'.repeat(16), sentryDsn: dsn, webSentryDsn: dsn });
  });

  it('requires real secrets, the public URL and a database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      'Invalid configuration: JWT_SECRET, CLIENT_KEY, APP_URL, DATABASE_URL, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT must be set when NODE_ENV is production',
    );
    const vapid = {
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'p'.repeat(43),
      VAPID_SUBJECT: 'mailto:ops@nexus.example.org',
    };
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(40),
      CLIENT_KEY: 'k'.repeat(20),
      APP_URL: 'https://nexus.example.org/',
      DATABASE_URL: 'postgresql://db/nexus',
      ...vapid,
    });
    expect(config).toMatchObject({ appUrl: 'https://nexus.example.org', seedDemo: false, jwtSecret: 's'.repeat(40) });
    expect(config.push).toEqual({
      vapidPublicKey: vapid.VAPID_PUBLIC_KEY,
      vapidPrivateKey: vapid.VAPID_PRIVATE_KEY,
      vapidSubject: vapid.VAPID_SUBJECT,
      allowHttpEndpoints: false,
    });
  });
});
