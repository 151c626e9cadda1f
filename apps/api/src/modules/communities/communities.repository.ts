import { Injectable } from '@nestjs/common';
import { PartnerFunction } from '@nexus/contracts';
import { CARD, type CardRow, keysetPage, type PageArgs } from '../connections/connections.sql';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { visibleTo } from '../posts/visibility';

export interface CommunityRow {
  id: string;
  name: string;
  logo: string | null;
  banner: string | null;
  about: string | null;
  at: Date;
  member_count: number;
  channel_count: number;
  is_member: boolean;
  is_own: boolean;
  is_admin: boolean;
}

export interface ChannelRow {
  id: string;
  name: string;
  description: string;
  at: Date;
  community_id: string;
  community_name: string;
  community_logo: string | null;
  member_count: number;
  is_member: boolean;
  is_channel_admin: boolean;
  notifications: boolean;
  is_community_member: boolean;
  is_community_admin: boolean;
}

export interface ChannelMemberRow extends CardRow {
  is_admin: boolean;
  at: Date;
}

/** The user holds MANAGE_CHANNELS through an enabled admin group of the community `partner` (an SQL expression). */
const holdsManageChannels = (user: Prisma.Sql, partner: Prisma.Sql) => Prisma.sql`(partner_member(${user}, ${partner})
  AND EXISTS (SELECT 1 FROM user_admin_roles m
                JOIN admin_roles r ON r.id = m.role_id AND NOT r.disabled
                JOIN user_role_functions g ON g.role_id = r.id
                JOIN functions f ON f.id = g.function_id
               WHERE m.user_id = ${user} AND r.partner_id = ${partner} AND f.name = ${PartnerFunction.ManageChannels}))`;

const communityColumns = (viewer: Prisma.Sql) => Prisma.sql`
  pa.id::text AS id, pa.name, pa.logo, pa.banner, pa.about, pa.created_at AS at,
  (SELECT count(*) FROM (
     SELECT f.user_id FROM partner_followers f WHERE f.partner_id = pa.id
     UNION SELECT u.id FROM users u WHERE u.partner_id = pa.id
     UNION SELECT e.user_id FROM partner_employees e WHERE e.partner_id = pa.id AND e.status = 'verified'
   ) m JOIN users mu ON mu.id = m.user_id AND mu.enabled AND NOT mu.blocked)::int AS member_count,
  (SELECT count(*) FROM channels c WHERE c.community_id = pa.id)::int AS channel_count,
  post_community_member(${viewer}, pa.id) AS is_member,
  partner_member(${viewer}, pa.id) AS is_own,
  ${holdsManageChannels(viewer, Prisma.sql`pa.id`)} AS is_admin`;

const channelColumns = (viewer: Prisma.Sql) => Prisma.sql`
  c.id::text AS id, c.name, c.description, c.created_at AS at, pa.id::text AS community_id,
  pa.name AS community_name, pa.logo AS community_logo,
  (SELECT count(*) FROM channel_members x WHERE x.channel_id = c.id)::int AS member_count,
  cm.user_id IS NOT NULL AS is_member, COALESCE(cm.is_admin, false) AS is_channel_admin,
  COALESCE(cm.notifications, false) AS notifications,
  post_community_member(${viewer}, pa.id) AS is_community_member,
  ${holdsManageChannels(viewer, Prisma.sql`pa.id`)} AS is_community_admin`;

const channelFrom = (viewer: Prisma.Sql) => Prisma.sql`
  FROM channels c
  JOIN partners pa ON pa.id = c.community_id
  LEFT JOIN channel_members cm ON cm.channel_id = c.id AND cm.user_id = ${viewer}`;

/** A pg unique violation of `constraint`. */
export const violates = (error: unknown, constraint: string) =>
  (error as { code?: string; constraint?: string })?.code === '23505' &&
  (error as { constraint?: string }).constraint === constraint;

export const CHANNEL_NAME_KEY = 'channels_community_name_key';

/**
 * Communities (partners of type community, members: followers and partner_member) and their channels
 * (channels, channel_members). Every read is one parameterised statement on the pool.
 */
@Injectable()
export class CommunitiesRepository {
  constructor(private readonly prisma: PrismaService) {}

  communities(viewerId: string, pattern: string | null, page: PageArgs) {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    return this.prisma.read<CommunityRow>(Prisma.sql`
      SELECT ${communityColumns(viewer)}
        FROM partners pa
       WHERE pa.type = 'community' ${pattern === null ? Prisma.empty : Prisma.sql`AND pa.name ILIKE ${pattern}`}
         ${keysetPage('pa.created_at', 'pa.id', page)}`);
  }

  /** The community (undefined: no partner of type community with this id). */
  async community(viewerId: string, id: string): Promise<CommunityRow | undefined> {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    const [row] = await this.prisma.read<CommunityRow>(Prisma.sql`
      SELECT ${communityColumns(viewer)} FROM partners pa WHERE pa.id = ${id}::uuid AND pa.type = 'community'`);
    return row;
  }

  /** Follows the community (joining); a member who already follows stays as they are. */
  async join(communityId: string, userId: string): Promise<void> {
    await this.prisma.read(Prisma.sql`
      INSERT INTO partner_followers (partner_id, user_id, updated_at)
      VALUES (${communityId}::uuid, ${userId}::uuid, now())
      ON CONFLICT (partner_id, user_id) DO NOTHING`);
  }

  /** Unfollows the community and leaves its channels, in one statement. */
  async leave(communityId: string, userId: string): Promise<void> {
    await this.prisma.read(Prisma.sql`
      WITH channels_left AS (
        DELETE FROM channel_members cm USING channels c
         WHERE cm.channel_id = c.id AND c.community_id = ${communityId}::uuid AND cm.user_id = ${userId}::uuid
      )
      DELETE FROM partner_followers WHERE partner_id = ${communityId}::uuid AND user_id = ${userId}::uuid`);
  }

  channels(viewerId: string, communityId: string, page: PageArgs) {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    return this.prisma.read<ChannelRow>(Prisma.sql`
      SELECT ${channelColumns(viewer)} ${channelFrom(viewer)}
       WHERE c.community_id = ${communityId}::uuid
         ${keysetPage('c.created_at', 'c.id', page)}`);
  }

  async channel(viewerId: string, id: string): Promise<ChannelRow | undefined> {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    const [row] = await this.prisma.read<ChannelRow>(Prisma.sql`
      SELECT ${channelColumns(viewer)} ${channelFrom(viewer)} WHERE c.id = ${id}::uuid`);
    return row;
  }

  /** A channel with its creator as its first admin member; its id. Throws on a name taken in the community. */
  async createChannel(communityId: string, creatorId: string, name: string, description: string): Promise<string> {
    const [row] = await this.prisma.read<{ id: string }>(Prisma.sql`
      WITH created AS (
        INSERT INTO channels (id, community_id, name, description, created_by_id, updated_at)
        VALUES (gen_random_uuid(), ${communityId}::uuid, ${name}, ${description}, ${creatorId}::uuid, now())
        RETURNING id
      ), creator AS (
        INSERT INTO channel_members (channel_id, user_id, is_admin) SELECT id, ${creatorId}::uuid, true FROM created
      )
      SELECT id::text AS id FROM created`);
    return row!.id;
  }

  /** Throws on a name taken in the community. */
  async updateChannel(id: string, name: string, description: string): Promise<void> {
    await this.prisma.read(Prisma.sql`
      UPDATE channels SET name = ${name}, description = ${description}, updated_at = now() WHERE id = ${id}::uuid`);
  }

  /** Deletes the channel; its members and posts go with it (cascades). */
  async deleteChannel(id: string): Promise<void> {
    await this.prisma.read(Prisma.sql`DELETE FROM channels WHERE id = ${id}::uuid`);
  }

  /** Of `userIds`, those who are not active members of the community. */
  async notCommunityMembers(communityId: string, userIds: string[]): Promise<string[]> {
    const rows = await this.prisma.read<{ id: string }>(Prisma.sql`
      SELECT x.id::text AS id
        FROM unnest(${userIds}::uuid[]) AS x(id)
        LEFT JOIN users u ON u.id = x.id
       WHERE u.id IS NULL OR NOT u.enabled OR u.blocked OR NOT post_community_member(x.id, ${communityId}::uuid)`);
    return rows.map((r) => r.id);
  }

  /** Adds members (those already in stay as they are). */
  async addMembers(channelId: string, userIds: string[], isAdmin = false): Promise<void> {
    await this.prisma.read(Prisma.sql`
      INSERT INTO channel_members (channel_id, user_id, is_admin)
      SELECT ${channelId}::uuid, x.id, ${isAdmin} FROM unnest(${userIds}::uuid[]) AS x(id)
      ON CONFLICT (channel_id, user_id) DO NOTHING`);
  }

  /** Whether the member was there to remove. */
  async removeMember(channelId: string, userId: string): Promise<boolean> {
    const rows = await this.prisma.read(Prisma.sql`
      DELETE FROM channel_members WHERE channel_id = ${channelId}::uuid AND user_id = ${userId}::uuid RETURNING user_id`);
    return rows.length > 0;
  }

  async setAdmin(channelId: string, userId: string, isAdmin: boolean): Promise<ChannelMemberRow | undefined> {
    const [row] = await this.prisma.read<ChannelMemberRow>(Prisma.sql`
      WITH changed AS (
        UPDATE channel_members SET is_admin = ${isAdmin}
         WHERE channel_id = ${channelId}::uuid AND user_id = ${userId}::uuid
        RETURNING user_id, is_admin, created_at
      )
      SELECT ${CARD}, ch.is_admin, ch.created_at AS at
        FROM changed ch JOIN users u ON u.id = ch.user_id LEFT JOIN profiles p ON p.user_id = u.id`);
    return row;
  }

  /** Whether the member was there. */
  async setNotifications(channelId: string, userId: string, notifications: boolean): Promise<boolean> {
    const rows = await this.prisma.read(Prisma.sql`
      UPDATE channel_members SET notifications = ${notifications}
       WHERE channel_id = ${channelId}::uuid AND user_id = ${userId}::uuid RETURNING user_id`);
    return rows.length > 0;
  }

  /** The ids of the channel's posts the viewer may see, newest first (index channel_id, created_at, id). */
  channelPostIds(viewerId: string, channelId: string, page: PageArgs) {
    return this.prisma.read<{ id: string; at: Date }>(Prisma.sql`
      SELECT p.id::text AS id, p.created_at AS at
        FROM posts p
       WHERE p.channel_id = ${channelId}::uuid AND ${visibleTo(Prisma.sql`${viewerId}::uuid`, 'p')}
         ${keysetPage('p.created_at', 'p.id', page)}`);
  }

  /** Active members by when they joined (page.dir asc). */
  members(channelId: string, page: PageArgs) {
    return this.prisma.read<ChannelMemberRow>(Prisma.sql`
      SELECT ${CARD}, cm.is_admin, cm.created_at AS at
        FROM channel_members cm
        JOIN users u ON u.id = cm.user_id AND u.enabled AND NOT u.blocked
        LEFT JOIN profiles p ON p.user_id = u.id
       WHERE cm.channel_id = ${channelId}::uuid
         ${keysetPage('cm.created_at', 'cm.user_id', page)}`);
  }
}
