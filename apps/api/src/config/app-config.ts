import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  LOGIN_THROTTLE,
  MESSAGE_PING_DELAY_SECONDS,
  SIGN_UP_THROTTLE,
  type AppConfig as PublicAppConfig,
} from '@nexus/contracts';
import { type z } from 'zod';
import { environmentSchema } from './config.schema';

export type NodeEnvironment = 'development' | 'test' | 'production';

/** Validated settings, resolved once. Nothing else in the API reads process.env. */
export interface AppConfig {
  environment: NodeEnvironment;
  host: string;
  port: number;
  appUrl: string;
  marketingSiteUrl: string;
  /** Absent: an embedded PostgreSQL is started under dataDir. */
  databaseUrl?: string;
  /** Connections in the pool Prisma and the raw reads share, and how long a query waits for one (then 503). */
  databasePool: DatabasePoolConfig;
  dataDir: string;
  webDistDir: string;
  serveSourceMaps: boolean;
  jwtSecret: string;
  clientKey: string;
  smtpUrl?: string;
  /** Set: Socket.IO events fan out through Redis, so several API instances can serve one community. */
  redisUrl?: string;
  /** Set: uploads go to this S3-compatible bucket; absent: to files under dataDir/uploads. */
  s3?: S3Config;
  mailFrom: string;
  seedDemo: boolean;
  trustProxy: boolean;
  runMigrations: boolean;
  /** This process also works the background job queues (`npm run worker` runs them on their own). */
  runWorker: boolean;
  /** The PostgreSQL schema of the job queue (pg-boss creates it at start). */
  jobsSchema: string;
  /** Link previews may fetch loopback addresses (tests run their pages on 127.0.0.1); every other private one stays refused. */
  linkPreviewAllowLoopback: boolean;
  /** Contracts' LOGIN_THROTTLE and SIGN_UP_THROTTLE; tests shorten the windows here instead of waiting minutes. */
  loginThrottle: Record<keyof typeof LOGIN_THROTTLE, AttemptLimit>;
  signUpThrottle: Record<keyof typeof SIGN_UP_THROTTLE, AttemptLimit>;
  /** Contracts' MESSAGE_PING_DELAY_SECONDS; tests shorten it instead of waiting a minute. */
  messagePingDelaySeconds: number;
}

/** What GET app/config answers, and index.html carries: the deployment settings the web app needs. */
export function publicAppConfig({ environment, marketingSiteUrl, clientKey }: AppConfig): PublicAppConfig {
  return { environment, marketingSiteUrl, clientKey };
}

export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

export interface DatabasePoolConfig {
  size: number;
  timeoutMs: number;
  /** Queries waiting for a connection past which new requests are refused (503) rather than queued. */
  maxQueue: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

/** The repository root: where pnpm-workspace.yaml is (for default paths like .data/ and the web build). */
export function findRepoRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** In development, secrets are generated once and kept in DATA_DIR so sessions survive restarts. */
function developmentSecrets(dataDir: string): { jwtSecret: string; clientKey: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { jwtSecret: randomBytes(48).toString('base64url'), clientKey: `nexus-web-${randomBytes(12).toString('hex')}` };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0]);
  const got = env[name];
  return `${name} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
}

/** The configuration of an entry point (main.ts, worker.ts): a bad value stops the process with one line naming it. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${parsed.error.issues.map((i) => describeIssue(i, env)).join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const missingInProduction = (['JWT_SECRET', 'CLIENT_KEY', 'APP_URL', 'DATABASE_URL'] as const).filter(
    (k) => production && !e[k],
  );
  if (missingInProduction.length > 0) {
    throw new ConfigError(`Invalid configuration: ${missingInProduction.join(', ')} must be set when NODE_ENV is production`);
  }
  const root = findRepoRoot();
  const dataDir = path.resolve(root, e.DATA_DIR ?? '.data');
  const secrets =
    e.JWT_SECRET && e.CLIENT_KEY
      ? { jwtSecret: e.JWT_SECRET, clientKey: e.CLIENT_KEY }
      : { ...developmentSecrets(dataDir), ...pickDefined({ jwtSecret: e.JWT_SECRET, clientKey: e.CLIENT_KEY }) };
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    environment: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl,
    marketingSiteUrl: e.MARKETING_SITE_URL ?? appUrl,
    databaseUrl: e.DATABASE_URL,
    databasePool: {
      size: e.DATABASE_POOL_SIZE,
      timeoutMs: e.DATABASE_POOL_TIMEOUT_MS,
      maxQueue: e.DATABASE_POOL_MAX_QUEUE,
    },
    dataDir,
    webDistDir: path.resolve(root, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    jwtSecret: secrets.jwtSecret,
    clientKey: secrets.clientKey,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO ?? !production,
    trustProxy: e.TRUST_PROXY,
    runMigrations: e.RUN_MIGRATIONS,
    loginThrottle: LOGIN_THROTTLE,
    signUpThrottle: {
      ...SIGN_UP_THROTTLE,
      perAddress: { ...SIGN_UP_THROTTLE.perAddress, limit: e.SIGN_UP_LIMIT_PER_ADDRESS ?? SIGN_UP_THROTTLE.perAddress.limit },
    },
    runWorker: e.RUN_WORKER,
    jobsSchema: e.JOBS_SCHEMA,
    linkPreviewAllowLoopback: e.LINK_PREVIEW_ALLOW_LOOPBACK,
    messagePingDelaySeconds: MESSAGE_PING_DELAY_SECONDS,
  };
}

function pickDefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
