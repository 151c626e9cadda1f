import { mkdtempSync, readFileSync } from 'node:fs';
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
      'Invalid configuration: JWT_SECRET, CLIENT_KEY, APP_URL, DATABASE_URL must be set when NODE_ENV is production',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(40),
      CLIENT_KEY: 'k'.repeat(20),
      APP_URL: 'https://nexus.example.org/',
      DATABASE_URL: 'postgresql://db/nexus',
    });
    expect(config).toMatchObject({ appUrl: 'https://nexus.example.org', seedDemo: false, jwtSecret: 's'.repeat(40) });
  });
});
