import { Injectable } from '@nestjs/common';
import type { Db } from '../../platform/database/prisma.service';
import { pairKey } from './pair-key';

/** connection_requests: at most one pending request per pair (unique pair_key). */
@Injectable()
export class ConnectionRequestsRepository {
  findById(db: Db, id: string) {
    return db.connectionRequest.findUnique({ where: { id } });
  }

  findBetween(db: Db, a: string, b: string) {
    return db.connectionRequest.findUnique({ where: { pairKey: pairKey(a, b) } });
  }

  /** Inserts the request unless one already exists for the pair (then null: the pair_key decided). */
  async createIfNone(db: Db, requesterId: string, addresseeId: string): Promise<string | null> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      INSERT INTO connection_requests (id, requester_id, addressee_id, pair_key)
      VALUES (gen_random_uuid(), ${requesterId}::uuid, ${addresseeId}::uuid, ${pairKey(requesterId, addresseeId)})
      ON CONFLICT (pair_key) DO NOTHING
      RETURNING id::text AS id`;
    return rows[0]?.id ?? null;
  }

  /**
   * Deletes the request only if it is still there and `memberId` is on the given side of it: the
   * conditional delete is what lets exactly one of two racing answers (accept/withdraw) win.
   */
  async deleteAs(db: Db, id: string, side: 'addressee' | 'requester', memberId: string) {
    const rows =
      side === 'addressee'
        ? await db.$queryRaw<{ requester_id: string; addressee_id: string }[]>`
            DELETE FROM connection_requests WHERE id = ${id}::uuid AND addressee_id = ${memberId}::uuid
            RETURNING requester_id::text, addressee_id::text`
        : await db.$queryRaw<{ requester_id: string; addressee_id: string }[]>`
            DELETE FROM connection_requests WHERE id = ${id}::uuid AND requester_id = ${memberId}::uuid
            RETURNING requester_id::text, addressee_id::text`;
    return rows[0] ?? null;
  }

  async deleteBetween(db: Db, a: string, b: string): Promise<number> {
    return (await db.connectionRequest.deleteMany({ where: { pairKey: pairKey(a, b) } })).count;
  }
}
