import { Injectable } from '@nestjs/common';
import type { ConnectionState } from '@nexus/contracts';
import { type Db, PrismaService } from '../database/prisma.service';
import { pairKey } from './pair-key';

interface StateRow {
  is_connection: boolean;
  request_id: string | null;
  requester_id: string | null;
  blocked_by_viewer: boolean;
  blocked_by_member: boolean;
}

export interface Relationship {
  state: ConnectionState;
  /** Either has blocked the other: every path between them is closed. */
  blocked: boolean;
}

/** What two members are to each other, read in one query. Profiles, files, connection requests and messages ask this. */
@Injectable()
export class ConnectionStateService {
  constructor(private readonly prisma: PrismaService) {}

  /** Pass an open transaction (`db`) to read it under the pair lock. */
  async between(viewerId: string, memberId: string, db: Db = this.prisma): Promise<Relationship> {
    const [row] = await db.$queryRaw<StateRow[]>`
      SELECT
        EXISTS (SELECT 1 FROM connections WHERE user_id = ${viewerId}::uuid AND connected_user_id = ${memberId}::uuid) AS is_connection,
        r.id::text AS request_id,
        r.requester_id::text AS requester_id,
        EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${viewerId}::uuid AND blocked_id = ${memberId}::uuid) AS blocked_by_viewer,
        EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${memberId}::uuid AND blocked_id = ${viewerId}::uuid) AS blocked_by_member
      FROM (SELECT 1) AS one
      LEFT JOIN connection_requests r ON r.pair_key = ${pairKey(viewerId, memberId)}`;
    const r = row!;
    return {
      blocked: r.blocked_by_viewer || r.blocked_by_member,
      state: {
        isConnection: r.is_connection,
        isRequesting: r.requester_id === viewerId,
        isPending: r.requester_id === memberId,
        requestId: r.request_id,
        // Message permission and DM quotas come with direct messages; until then only connections may chat.
        hasMessagePermission: false,
        isDmCountMaxed: false,
        isBlockedByViewer: r.blocked_by_viewer,
      },
    };
  }
}
