export default async function globalTeardown(): Promise<void> {
  await (globalThis as { nexusTestDatabase?: { stop(): Promise<void> } }).nexusTestDatabase?.stop();
}
