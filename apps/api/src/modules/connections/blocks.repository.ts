import { Injectable } from '@nestjs/common';
import type { Db } from '../../platform/database/prisma.service';

/** blocks: who blocked whom. A block either way closes every path between the two. */
@Injectable()
export class BlocksRepository {
  async create(db: Db, blockerId: string, blockedId: string): Promise<void> {
    await db.block.createMany({ data: [{ blockerId, blockedId }], skipDuplicates: true });
  }

  async remove(db: Db, blockerId: string, blockedId: string): Promise<number> {
    return (await db.block.deleteMany({ where: { blockerId, blockedId } })).count;
  }
}
