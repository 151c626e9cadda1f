import { Injectable } from '@nestjs/common';
import type { Db } from '../../platform/database/prisma.service';

/** connections: one row in each direction per accepted connection. */
@Injectable()
export class ConnectionsRepository {
  /** Both rows, or nothing new if they are already there. */
  async connect(db: Db, a: string, b: string): Promise<void> {
    await db.connection.createMany({
      data: [
        { userId: a, connectedUserId: b },
        { userId: b, connectedUserId: a },
      ],
      skipDuplicates: true,
    });
  }

  /** Both directions; the number of rows removed (0 when they were not connected). */
  async removeBetween(db: Db, a: string, b: string): Promise<number> {
    const { count } = await db.connection.deleteMany({
      where: {
        OR: [
          { userId: a, connectedUserId: b },
          { userId: b, connectedUserId: a },
        ],
      },
    });
    return count;
  }
}
