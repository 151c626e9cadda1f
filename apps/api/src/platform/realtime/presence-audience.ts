import DataLoader from 'dataloader';
import { Prisma } from '../database/generated/client';
import type { PrismaService } from '../database/prisma.service';

/**
 * Who hears a member's presence: their connections and the members they have a conversation with, never across a
 * block (a stranger is never told, nor told about). One statement for every member asked about at once.
 */
export const audiencesSql = (userIds: readonly string[]) => Prisma.sql`
  SELECT u.user_id::text AS user_id, a.id
    FROM unnest(${userIds}::uuid[]) AS u(user_id)
    CROSS JOIN LATERAL (
      SELECT k.connected_user_id::text AS id FROM connections k WHERE k.user_id = u.user_id
      UNION
      SELECT cm.other_user_id::text FROM conversation_members cm
       WHERE cm.user_id = u.user_id AND NOT dm_blocked(cm.user_id, cm.other_user_id)
    ) a`;

/**
 * Members' audiences, asked on every socket's connect and every member's last disconnect. The members asked about
 * in one turn of the event loop share one statement: after a restart every member's socket reconnects at once, and
 * a statement each was half of the connect's round trips to the database (bench:dm's connect storm). Nothing is
 * cached: each ask reads the database as it is then.
 */
export function audienceLoader(prisma: PrismaService): DataLoader<string, string[]> {
  return new DataLoader<string, string[]>(
    async (userIds) => {
      const rows = await prisma.read<{ user_id: string; id: string }>(audiencesSql(userIds), 'presence-audiences');
      const byMember = new Map<string, string[]>(userIds.map((id) => [id, []]));
      for (const { user_id, id } of rows) byMember.get(user_id)!.push(id);
      return userIds.map((id) => byMember.get(id)!);
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
}
