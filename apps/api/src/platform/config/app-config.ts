import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_SSO_TYPES,
  SSO_TYPES,
  AnalyticsDestination,
  EMAIL_SEARCH_THROTTLE,
  LOGIN_THROTTLE,
  MESSAGE_PING_DELAY_SECONDS,
  SIGN_UP_THROTTLE,
  type SsoType,
  type AppConfig as PublicAppConfig,
} from '@nexus/contracts';
import webPush from 'web-push';
import { type z } from 'zod';
import { environmentSchema, type LogLevel } from './config.schema';

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
  /** How long an API request may wait for its turn under the adaptive concurrency limit before it gets 503. */
  requestQueueTimeoutMs: number;
  dataDir: string;
  webDistDir: string;
  serveSourceMaps: boolean;
  jwtSecret: string;
  clientKey: string;
  /** Web push: the VAPID key pair and subject the API signs its pushes with. */
  push: PushConfig;
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
  /** Contracts' EMAIL_SEARCH_THROTTLE (GET /user/{email}/search); tests raise or shorten it here. */
  emailSearchThrottle: Record<keyof typeof EMAIL_SEARCH_THROTTLE, AttemptLimit>;
  /** Contracts' MESSAGE_PING_DELAY_SECONDS; tests shorten it instead of waiting a minute. */
  messagePingDelaySeconds: number;
  /** Client analytics (§9), handed to the web by GET app/config; absent: off. */
  analytics?: ClientAnalyticsConfig;
  sso: SsoConfig;
  logging: LoggingConfig;
  /** Set: GET /metrics answers only with this bearer token. */
  metricsToken?: string;
  /** Error reporting (§9) to Sentry: the API's DSN, and the web app's (handed to it by GET app/config); absent: off. */
  sentryDsn?: string;
  webSentryDsn?: string;
}

export interface LoggingConfig {
  level: LogLevel;
  /** Readable coloured lines (pino-pretty) instead of JSON lines. */
  pretty: boolean;
  /** Where the lines go: stdout, unless a test reads them. */
  destination?: { write(line: string): void };
}

/** One OpenID provider: where it is, and how this server is known to it. */
export interface SsoProviderConfig {
  issuer: string;
  clientId: string;
  /** Google, LinkedIn, Slack: the client secret. Apple: a ready-made secret JWT, or none when `appleKey` makes it. */
  clientSecret?: string;
  appleKey?: { teamId: string; keyId: string; privateKeyPem: string };
}

export interface SsoConfig {
  providers: Partial<Record<SsoType, SsoProviderConfig>>;
  slackTeamId?: string;
  /** The providers are the API's own development provider (mounted at DEV_SSO_PATH), not real ones. */
  development: boolean;
  /** Platform admins may sign in with a password (and TOTP): no real Google or Apple client is configured. */
  adminPassword: boolean;
}

/** Where the development provider answers, below the API's address; it is the issuer of all four providers then. */
export const DEV_SSO_PATH = '/v1/dev-sso';

export type ClientAnalyticsConfig = NonNullable<PublicAppConfig['analytics']>;

/** What GET app/config answers, and index.html carries: the deployment settings the web app needs. */
export function publicAppConfig({
  environment,
  marketingSiteUrl,
  clientKey,
  push,
  analytics,
  sso,
  webSentryDsn,
}: AppConfig): PublicAppConfig {
  return {
    environment,
    marketingSiteUrl,
    clientKey,
    push: { vapidPublicKey: push.vapidPublicKey },
    sso: {
      providers: Object.keys(sso.providers) as SsoType[],
      development: sso.development,
      adminPassword: sso.adminPassword,
    },
    ...(analytics ? { analytics } : {}),
    ...(webSentryDsn ? { errorReporting: { dsn: webSentryDsn } } : {}),
  };
}

export interface PushConfig {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** A mailto: or https: address where push services can reach whoever runs the server. */
  vapidSubject: string;
  /** Endpoints may be http:// (the tests' push service); real push services are always https. */
  allowHttpEndpoints: boolean;
}

export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

export interface DatabasePoolConfig {
  size: number;
  timeoutMs: number;
  /** Queries waiting for a connection past which new API requests wait for their turn rather than start. */
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

interface DevelopmentSecrets {
  jwtSecret: string;
  clientKey: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/**
 * In development, secrets are generated once and kept in DATA_DIR so sessions (and push subscriptions, made with the
 * VAPID key) survive restarts. A file written before a secret existed gets it added.
 */
function developmentSecrets(dataDir: string): DevelopmentSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const kept: Partial<DevelopmentSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (kept.jwtSecret && kept.clientKey && kept.vapidPublicKey && kept.vapidPrivateKey) return kept as DevelopmentSecrets;
  const vapid = kept.vapidPublicKey && kept.vapidPrivateKey ? undefined : webPush.generateVAPIDKeys();
  const secrets: DevelopmentSecrets = {
    jwtSecret: kept.jwtSecret ?? randomBytes(48).toString('base64url'),
    clientKey: kept.clientKey ?? `nexus-web-${randomBytes(12).toString('hex')}`,
    vapidPublicKey: kept.vapidPublicKey ?? vapid!.publicKey,
    vapidPrivateKey: kept.vapidPrivateKey ?? vapid!.privateKey,
  };
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
  const missingInProduction = (
    ['JWT_SECRET', 'CLIENT_KEY', 'APP_URL', 'DATABASE_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const
  ).filter((k) => production && !e[k]);
  if (missingInProduction.length > 0) {
    throw new ConfigError(`Invalid configuration: ${missingInProduction.join(', ')} must be set when NODE_ENV is production`);
  }
  const root = findRepoRoot();
  const dataDir = path.resolve(root, e.DATA_DIR ?? '.data');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const given = pickDefined({
    jwtSecret: e.JWT_SECRET,
    clientKey: e.CLIENT_KEY,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
  });
  const secrets = Object.keys(given).length === 4 ? (given as DevelopmentSecrets) : { ...developmentSecrets(dataDir), ...given };
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
    requestQueueTimeoutMs: e.REQUEST_QUEUE_TIMEOUT_MS,
    dataDir,
    webDistDir: path.resolve(root, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    jwtSecret: secrets.jwtSecret,
    clientKey: secrets.clientKey,
    push: {
      vapidPublicKey: secrets.vapidPublicKey,
      vapidPrivateKey: secrets.vapidPrivateKey,
      vapidSubject: e.VAPID_SUBJECT ?? `mailto:${mailAddressOf(e.MAIL_FROM)}`,
      allowHttpEndpoints: e.PUSH_ALLOW_HTTP,
    },
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
    emailSearchThrottle: EMAIL_SEARCH_THROTTLE,
    runWorker: e.RUN_WORKER,
    jobsSchema: e.JOBS_SCHEMA,
    linkPreviewAllowLoopback: e.LINK_PREVIEW_ALLOW_LOOPBACK,
    messagePingDelaySeconds: MESSAGE_PING_DELAY_SECONDS,
    analytics: clientAnalytics(e),
    sso: singleSignOn(e, appUrl, production),
    logging: {
      level: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
      pretty:
        e.LOG_FORMAT === 'pretty' || (e.LOG_FORMAT === 'auto' && e.NODE_ENV === 'development' && process.stdout.isTTY === true),
    },
    metricsToken: e.METRICS_TOKEN,
    sentryDsn: e.SENTRY_DSN,
    webSentryDsn: e.WEB_SENTRY_DSN,
  };
}

/** The Google, Apple, LinkedIn and Slack clients configured; with none, the development provider stands in for all. */
function singleSignOn(e: z.infer<typeof environmentSchema>, appUrl: string, production: boolean): SsoConfig {
  const providers: SsoConfig['providers'] = {};
  const secretClient = (issuer: string, clientId?: string, clientSecret?: string, name?: string) => {
    if (!clientId) return undefined;
    if (!clientSecret)
      throw new ConfigError(`Invalid configuration: ${name}_CLIENT_SECRET must be set when ${name}_CLIENT_ID is`);
    return { issuer, clientId, clientSecret };
  };
  const google = secretClient(e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE');
  const linkedin = secretClient(e.LINKEDIN_ISSUER, e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET, 'LINKEDIN');
  const slack = secretClient(e.SLACK_ISSUER, e.SLACK_CLIENT_ID, e.SLACK_CLIENT_SECRET, 'SLACK');
  if (google) providers.google = google;
  if (linkedin) providers.linkedin = linkedin;
  if (slack) {
    if (!e.SLACK_TEAM_ID) throw new ConfigError('Invalid configuration: SLACK_TEAM_ID must be set when SLACK_CLIENT_ID is');
    providers.slack = slack;
  }
  if (e.APPLE_CLIENT_ID) {
    const key = e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY;
    if (!key && !e.APPLE_CLIENT_SECRET) {
      throw new ConfigError(
        'Invalid configuration: APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY (or APPLE_CLIENT_SECRET) must be set when APPLE_CLIENT_ID is',
      );
    }
    providers.apple = {
      issuer: e.APPLE_ISSUER,
      clientId: e.APPLE_CLIENT_ID,
      clientSecret: e.APPLE_CLIENT_SECRET,
      ...(key
        ? {
            appleKey: {
              teamId: e.APPLE_TEAM_ID!,
              keyId: e.APPLE_KEY_ID!,
              privateKeyPem: e.APPLE_PRIVATE_KEY!.replace(/\\n/g, '\n'),
            },
          }
        : {}),
    };
  }
  const realAdminProvider = ADMIN_SSO_TYPES.some((type) => providers[type]);
  const development = Object.keys(providers).length === 0 && e.DEV_SSO === 'auto' && !production;
  if (development) {
    const issuer = `${appUrl}${DEV_SSO_PATH}`;
    for (const type of SSO_TYPES) {
      providers[type] = { issuer, clientId: type, clientSecret: `dev-${type}-secret` };
    }
  }
  return {
    providers,
    slackTeamId: development ? DEV_SLACK_TEAM_ID : e.SLACK_TEAM_ID,
    development,
    adminPassword: !realAdminProvider,
  };
}

/** The Slack workspace the development provider puts its accounts in. */
export const DEV_SLACK_TEAM_ID = 'T0DEVNEXUS';

/** ANALYTICS_DESTINATION with the ID or token each destination needs: one without it stops the process. */
function clientAnalytics(e: z.infer<typeof environmentSchema>): ClientAnalyticsConfig | undefined {
  const destination = e.ANALYTICS_DESTINATION;
  if (!destination) return undefined;
  const ga = destination === AnalyticsDestination.Ga || destination === AnalyticsDestination.Both;
  const mixpanel = destination === AnalyticsDestination.Mixpanel || destination === AnalyticsDestination.Both;
  const missing = [
    ...(ga && !e.GA_MEASUREMENT_ID ? ['GA_MEASUREMENT_ID'] : []),
    ...(mixpanel && !e.MIXPANEL_TOKEN ? ['MIXPANEL_TOKEN'] : []),
  ];
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set when ANALYTICS_DESTINATION is ${destination}`,
    );
  }
  return {
    destination,
    ...(ga ? { gaMeasurementId: e.GA_MEASUREMENT_ID } : {}),
    ...(mixpanel ? { mixpanelToken: e.MIXPANEL_TOKEN } : {}),
  };
}

/** The address of a sender such as `Nexus <no-reply@nexus.local>`. */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

function pickDefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
