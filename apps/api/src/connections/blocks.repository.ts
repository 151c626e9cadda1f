import { Injectable } from '@nestjs/common';
import type { Db } from '../database/prisma.service';

/** blocks: who blocked whom. A block either way closes every path between the two. */
@Injectable()
export class BlocksRepository {
  /** Who blocked whom between the two, if anyone. */
  async between(db: Db, viewerId: string, memberId: string) {
    const rows = await db.block.findMany({
      where: {
        OR: [
          { blockerId: viewerId, blockedId: memberId },
          { blockerId: memberId, blockedId: viewerId },
        ],
      },
      select: { blockerId: true },
    });
    return {
      byViewer: rows.some((r) => r.blockerId === viewerId),
      byMember: rows.some((r) => r.blockerId === memberId),
    };
  }

  async create(db: Db, blockerId: string, blockedId: string): Promise<void> {
    await db.block.createMany({ data: [{ blockerId, blockedId }], skipDuplicates: true });
  }

  async remove(db: Db, blockerId: string, blockedId: string): Promise<number> {
    return (await db.block.deleteMany({ where: { blockerId, blockedId } })).count;
  }
}
