import { z } from 'zod';

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
export const environmentSchema = z.object({
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
  DATA_DIR: z.string().trim().min(1).optional(),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  SERVE_SOURCE_MAPS: flag.default(false),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  CLIENT_KEY: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
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
});
export type Environment = z.infer<typeof environmentSchema>;
