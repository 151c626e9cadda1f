import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run bench:web`: the web performance figures (first screen's JS, LCP, CLS), printed, never asserted on. */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  workers: 1,
  timeout: 300_000,
});
