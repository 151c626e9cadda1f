import { Prisma } from '../database/generated/client';

/**
 * Who hears a member's presence: their connections and the members they have a conversation with, never across a
 * block (a stranger is never told, nor told about). One statement, on a socket's connect and a member's last disconnect.
 */
export const audienceSql = (userId: string) => Prisma.sql`
  SELECT k.connected_user_id::text AS id FROM connections k WHERE k.user_id = ${userId}::uuid
  UNION
  SELECT cm.other_user_id::text FROM conversation_members cm
   WHERE cm.user_id = ${userId}::uuid AND NOT dm_blocked(cm.user_id, cm.other_user_id)`;
