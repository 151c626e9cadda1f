import { ANALYTICS_DESTINATIONS } from '@nexus/contracts';
import { z } from 'zod';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const port = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a port number' })
    .int()
    .min(1)
    .max(65535, { message: 'must be a port number' })
    .default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');
const optionalUrl = (protocols: RegExp, what: string) =>
  z
    .string()
    .trim()
    .regex(protocols, { message: `must be a ${what} URL` })
    .optional()
    .or(z.literal('').transform(() => undefined));

/** The environment variables Nexus reads. Parsed once at start; see the configuration table in README.md. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Single sign-on: a provider is on when its client id is set (issue 20; the README's table says what to register). */
const ssoEnvironment = {
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url({ message: 'must be a URL' }).default('https://accounts.google.com'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  /** The .p8 key Apple gives, PEM text; newlines may be written as \n. */
  APPLE_PRIVATE_KEY: optionalText,
  /** Instead of the key: a client secret JWT made beforehand (Apple accepts them for up to six months). */
  APPLE_CLIENT_SECRET: optionalText,
  APPLE_ISSUER: z.url({ message: 'must be a URL' }).default('https://appleid.apple.com'),
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_ISSUER: z.url({ message: 'must be a URL' }).default('https://www.linkedin.com/oauth'),
  SLACK_CLIENT_ID: optionalText,
  SLACK_CLIENT_SECRET: optionalText,
  /** The one Slack workspace (team id, T…) whose members may sign in (§4 'a fixed team'). */
  SLACK_TEAM_ID: optionalText,
  SLACK_ISSUER: z.url({ message: 'must be a URL' }).default('https://slack.com'),
  /** auto: the API's own development provider stands in for all four when none is configured (never in production). */
  DEV_SSO: z.enum(['auto', 'off'], { message: 'must be auto or off' }).default('auto'),
};

export const environmentSchema = z.object({
  ...ssoEnvironment,
  NODE_ENV: z
    .enum(['development', 'test', 'production'], { message: 'must be development, test or production' })
    .default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: port(3000),
  APP_URL: z.url({ message: 'must be a URL' }).optional(),
  MARKETING_SITE_URL: z.url({ message: 'must be a URL' }).optional(),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgresql://'),
  DATABASE_POOL_SIZE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1000).default(10),
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number({ message: 'must be a number' }).int().min(1).default(5000),
  DATABASE_POOL_MAX_QUEUE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(200),
  REQUEST_QUEUE_TIMEOUT_MS: z.coerce.number({ message: 'must be a number' }).int().min(1).default(3000),
  DATA_DIR: z.string().trim().min(1).optional(),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  SERVE_SOURCE_MAPS: flag.default(false),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  CLIENT_KEY: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  /** Web push (VAPID): the key pair as web-push's generateVAPIDKeys() gives it (base64url), and who runs the server. */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, { message: 'must be a base64url P-256 public key (87 characters)' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'must be a base64url P-256 private key (43 characters)' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'must be a mailto: or https:// address' })
    .optional(),
  /** Push to http:// endpoints too (tests run their push service on 127.0.0.1); real push services are https. */
  PUSH_ALLOW_HTTP: flag.default(false),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp:// or smtps://'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis:// or rediss://'),
  S3_BUCKET: z.string().trim().min(3, { message: 'must be a bucket name' }).optional(),
  S3_ENDPOINT: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(true),
  MAIL_FROM: z.string().trim().min(3).default('Nexus <no-reply@nexus.local>'),
  SEED_DEMO: flag.optional(),
  TRUST_PROXY: flag.default(false),
  RUN_MIGRATIONS: flag.default(true),
  SIGN_UP_LIMIT_PER_ADDRESS: z.coerce
    .number({ message: 'must be a whole number' })
    .int()
    .min(1, { message: 'must be at least 1' })
    .optional(),
  RUN_WORKER: flag.default(true),
  /** Link previews may fetch loopback addresses (127.0.0.0/8, ::1): for tests and local development only. */
  LINK_PREVIEW_ALLOW_LOOPBACK: flag.default(false),
  JOBS_SCHEMA: z
    .string()
    .trim()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'must be a PostgreSQL schema name (a-z, 0-9, _)' })
    .default('pgboss'),
  /** How much the logs say; unset: info (warn in tests). */
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(LOG_LEVELS, { message: `must be ${LOG_LEVELS.join(', ')}` }).optional(),
  ),
  /** auto: readable lines in development on a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty'], { message: 'must be auto, json or pretty' }).default('auto'),
  /** Set: GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`; unset, it is open. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, { message: 'must be at least 16 characters' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Error reporting (§9) to Sentry: the API's DSN and the web app's (handed to it by GET app/config); unset, off. */
  SENTRY_DSN: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  WEB_SENTRY_DSN: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  /** Client analytics (§9): GA, mixpanel or both; unset, off. */
  ANALYTICS_DESTINATION: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ANALYTICS_DESTINATIONS, { message: `must be ${ANALYTICS_DESTINATIONS.join(', ')} or empty` }).optional(),
  ),
  GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]+$/, { message: 'must be a GA4 measurement ID (G-XXXXXXX)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MIXPANEL_TOKEN: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]+$/, { message: 'must be a Mixpanel project token' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type Environment = z.infer<typeof environmentSchema>;
