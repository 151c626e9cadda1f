import { Injectable } from '@nestjs/common';
import type { Db } from '../../platform/database/prisma.service';

/**
 * Read-only counts over the connections tables (owned by connections/) that engagement metrics need.
 * Each is a count on an indexed column: connections by its primary key's leading user_id, requests by
 * the (addressee_id, created_at) index.
 */
@Injectable()
export class EngagementRepository {
  connectionsOf(db: Db, userId: string) {
    return db.connection.count({ where: { userId } });
  }

  requestsReceivedBy(db: Db, userId: string) {
    return db.connectionRequest.count({ where: { addresseeId: userId } });
  }
}
