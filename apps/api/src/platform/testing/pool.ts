import type { TestApp } from './test-app';

/** Holds the pool's one connection in an open transaction until the returned release is called. */
export async function holdTheOnlyConnection(t: TestApp): Promise<() => Promise<void>> {
  let holding!: () => void;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const transaction = t.prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    },
    { timeout: 30_000 },
  );
  await held;
  return async () => {
    release();
    await transaction;
  };
}
