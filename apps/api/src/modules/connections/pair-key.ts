import type { Db } from '../../platform/database/prisma.service';

/** One key per pair of members, whoever comes first: what makes a second request between them impossible. */
export const pairKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Serialises every change between the same two members, whoever starts it (released at commit):
 * connection changes, blocks and messages take it, so a message never slips past a block.
 */
export async function lockPair(tx: Db, a: string, b: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${pairKey(a, b)}, 0))`;
}
