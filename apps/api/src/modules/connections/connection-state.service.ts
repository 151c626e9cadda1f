import { Injectable } from '@nestjs/common';
import type { ConnectionState } from '@nexus/contracts';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { pairKey } from './pair-key';

interface StateRow {
  is_connection: boolean;
  request_id: string | null;
  requester_id: string | null;
  blocked_by_viewer: boolean;
  blocked_by_member: boolean;
  has_message_permission: boolean;
  is_dm_count_maxed: boolean;
  dm_quota_used_up: boolean;
}

export interface Relationship {
  state: ConnectionState;
  /** Either has blocked the other: every path between them is closed. */
  blocked: boolean;
  /**
   * The viewer writes to this non-connection through their own DM function and their partner used up its DMs this
   * month (a send answers DM_QUOTA_USED_UP).
   */
  dmQuotaUsedUp: boolean;
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
        EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${memberId}::uuid AND blocked_id = ${viewerId}::uuid) AS blocked_by_member,
        dm_has_message_permission(${viewerId}::uuid, ${memberId}::uuid) AS has_message_permission,
        dm_quota_used_up(${memberId}::uuid) AS is_dm_count_maxed,
        dm_holds_dm(${viewerId}::uuid) AND dm_quota_used_up(${viewerId}::uuid) AS dm_quota_used_up
      FROM (SELECT 1) AS one
      LEFT JOIN connection_requests r ON r.pair_key = ${pairKey(viewerId, memberId)}`;
    const r = row!;
    return {
      blocked: r.blocked_by_viewer || r.blocked_by_member,
      dmQuotaUsedUp: !r.is_connection && r.dm_quota_used_up,
      state: {
        isConnection: r.is_connection,
        isRequesting: r.requester_id === viewerId,
        isPending: r.requester_id === memberId,
        requestId: r.request_id,
        // A partner's DM function (SQL dm_has_message_permission) and the member's partner at its monthly limit.
        hasMessagePermission: r.has_message_permission,
        isDmCountMaxed: r.is_dm_count_maxed,
        isBlockedByViewer: r.blocked_by_viewer,
      },
    };
  }
}
