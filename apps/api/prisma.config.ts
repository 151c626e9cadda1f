import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

// Rust-free Prisma: no native engine is downloaded; the CLI reaches PostgreSQL through the pg adapter.
export default defineConfig({
  engine: 'js',
  experimental: { adapter: true },
  schema: path.join(__dirname, '../../prisma/schema.prisma'),
  migrations: { path: path.join(__dirname, '../../prisma/migrations') },
  // allowExitOnIdle: without it the CLI waits 10 s on the pg pool's idle timeout before it exits.
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true }),
});
