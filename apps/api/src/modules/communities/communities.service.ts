import { Injectable } from '@nestjs/common';
import {
  type AddChannelMembersBody,
  type Channel,
  type ChannelMember,
  type ChannelMembersQuery,
  type ChannelsQuery,
  CommunitiesText,
  type CommunitiesQuery,
  type CommunityDetail,
  ErrorCode,
  type Ok,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { toCard } from '../connections/connection-lists.service';
import { containsPattern, pageArgs } from '../connections/connections.sql';
import { pageFrom } from '../connections/cursor';
import { PostViews } from '../posts/post-views.repository';
import {
  CHANNEL_NAME_KEY,
  type ChannelMemberRow,
  type ChannelRow,
  CommunitiesRepository,
  type CommunityRow,
  violates,
} from './communities.repository';

/** Keyset pages only: `cursor` from the previous page (never an offset). */
const toCommunity = (r: CommunityRow): CommunityDetail => ({
  id: r.id,
  name: r.name,
  logo: r.logo,
  banner: r.banner,
  about: r.about,
  memberCount: r.member_count,
  channelCount: r.channel_count,
  isMember: r.is_member,
  isOwn: r.is_own,
  isAdmin: r.is_admin,
});

const isChannelAdmin = (r: ChannelRow) => r.is_channel_admin || r.is_community_admin;

const toChannel = (r: ChannelRow): Channel => ({
  id: r.id,
  name: r.name,
  description: r.description,
  community: { id: r.community_id, name: r.community_name, logo: r.community_logo },
  memberCount: r.member_count,
  createdAt: r.at.toISOString(),
  isMember: r.is_member,
  isAdmin: isChannelAdmin(r),
  notifications: r.notifications,
});

const toMember = (r: ChannelMemberRow): ChannelMember => ({
  member: toCard(r),
  isAdmin: r.is_admin,
  joinedAt: r.at.toISOString(),
});

const nameTaken = () =>
  new AppError(ErrorCode.Conflict, CommunitiesText.channelNameTaken, [
    { field: 'name', message: CommunitiesText.channelNameTaken },
  ]);

/**
 * Communities and their channels. The route table admits any signed-in member (creating a channel: MANAGE_CHANNELS
 * in the community); whether the caller belongs to the community, the channel, or administers it is data, checked
 * here: 404 for what does not exist, 403 for the rest.
 */
@Injectable()
export class CommunitiesService {
  constructor(
    private readonly repository: CommunitiesRepository,
    private readonly postViews: PostViews,
  ) {}

  async list(auth: AuthContext, query: CommunitiesQuery) {
    const pattern = query.keyword ? containsPattern(query.keyword) : null;
    const rows = await this.repository.communities(auth.user.id, pattern, pageArgs(query, 'desc'));
    return pageFrom(rows, query.pageSize, (r) => [r.at, r.id], toCommunity);
  }

  async get(auth: AuthContext, id: string): Promise<CommunityDetail> {
    return toCommunity(await this.community(auth, id));
  }

  async join(auth: AuthContext, id: string): Promise<CommunityDetail> {
    await this.community(auth, id);
    await this.repository.join(id, auth.user.id);
    return this.get(auth, id);
  }

  /** Leaving takes the member out of the community's channels too; its own account or employee cannot leave. */
  async leave(auth: AuthContext, id: string): Promise<CommunityDetail> {
    const community = await this.community(auth, id);
    if (community.is_own) throw new AppError(ErrorCode.Conflict, CommunitiesText.ownCommunity);
    await this.repository.leave(id, auth.user.id);
    return this.get(auth, id);
  }

  async channels(auth: AuthContext, communityId: string, query: ChannelsQuery) {
    const community = await this.community(auth, communityId);
    if (!community.is_member) throw AppError.forbidden(CommunitiesText.notCommunityMember);
    const rows = await this.repository.channels(auth.user.id, communityId, pageArgs(query, 'asc'));
    return pageFrom(rows, query.pageSize, (r) => [r.at, r.id], toChannel);
  }

  /** The route table checked MANAGE_CHANNELS in the partner; it must also be a community. */
  async createChannel(auth: AuthContext, communityId: string, body: { name: string; description: string }) {
    await this.community(auth, communityId);
    let id: string;
    try {
      id = await this.repository.createChannel(communityId, auth.user.id, body.name, body.description);
    } catch (error) {
      if (violates(error, CHANNEL_NAME_KEY)) throw nameTaken();
      throw error;
    }
    return this.channel(auth, id);
  }

  async channel(auth: AuthContext, id: string): Promise<Channel> {
    return toChannel(await this.visibleChannel(auth, id));
  }

  async updateChannel(auth: AuthContext, id: string, body: { name: string; description: string }) {
    await this.administeredChannel(auth, id);
    try {
      await this.repository.updateChannel(id, body.name, body.description);
    } catch (error) {
      if (violates(error, CHANNEL_NAME_KEY)) throw nameTaken();
      throw error;
    }
    return this.channel(auth, id);
  }

  async deleteChannel(auth: AuthContext, id: string): Promise<Ok> {
    await this.administeredChannel(auth, id);
    await this.repository.deleteChannel(id);
    return { message: CommunitiesText.channelDeleted };
  }

  /** Channels are open to the members of their community. */
  async joinChannel(auth: AuthContext, id: string): Promise<Channel> {
    await this.visibleChannel(auth, id);
    await this.repository.addMembers(id, [auth.user.id]);
    return this.channel(auth, id);
  }

  async leaveChannel(auth: AuthContext, id: string): Promise<Channel> {
    await this.visibleChannel(auth, id);
    await this.repository.removeMember(id, auth.user.id);
    return this.channel(auth, id);
  }

  async members(auth: AuthContext, id: string, query: ChannelMembersQuery) {
    await this.visibleChannel(auth, id);
    const rows = await this.repository.members(id, pageArgs(query, 'asc'));
    return pageFrom(rows, query.pageSize, (r) => [r.at, r.id], toMember);
  }

  /** Only members of the community can be added: the others are a 400 naming them. */
  async addMembers(auth: AuthContext, id: string, body: AddChannelMembersBody): Promise<Channel> {
    const channel = await this.administeredChannel(auth, id);
    const userIds = [...new Set(body.userIds)];
    const outsiders = await this.repository.notCommunityMembers(channel.community_id, userIds);
    if (outsiders.length > 0) {
      throw AppError.validation(
        outsiders.map((userId) => ({
          field: `userIds.${body.userIds.indexOf(userId)}`,
          message: `${userId} ${CommunitiesText.mustBeCommunityMembers}`,
        })),
      );
    }
    await this.repository.addMembers(id, userIds);
    return this.channel(auth, id);
  }

  async removeMember(auth: AuthContext, id: string, userId: string): Promise<Ok> {
    await this.administeredChannel(auth, id);
    if (!(await this.repository.removeMember(id, userId))) throw AppError.notFound(CommunitiesText.memberNotFound);
    return { message: CommunitiesText.memberRemoved };
  }

  async setAdmin(auth: AuthContext, id: string, userId: string, isAdmin: boolean): Promise<ChannelMember> {
    await this.administeredChannel(auth, id);
    const row = await this.repository.setAdmin(id, userId, isAdmin);
    if (!row) throw AppError.notFound(CommunitiesText.memberNotFound);
    return toMember(row);
  }

  async setNotifications(auth: AuthContext, id: string, notifications: boolean): Promise<Channel> {
    await this.visibleChannel(auth, id);
    if (!(await this.repository.setNotifications(id, auth.user.id, notifications))) {
      throw AppError.forbidden(CommunitiesText.notChannelMember);
    }
    return this.channel(auth, id);
  }

  /** The channel's posts for its members (403 for others), through PostViews: two round trips a page. */
  async posts(auth: AuthContext, id: string, query: { cursor?: string; page: number; pageSize: number }) {
    const channel = await this.visibleChannel(auth, id);
    if (!channel.is_member) throw AppError.forbidden(CommunitiesText.notChannelMember);
    const rows = await this.repository.channelPostIds(auth.user.id, id, pageArgs(query, 'desc'));
    const page = pageFrom(
      rows,
      query.pageSize,
      (r) => [r.at, r.id],
      (r) => r.id,
    );
    return { items: await this.postViews.load(auth.user.id, page.items), nextCursor: page.nextCursor };
  }

  /** A channel the caller may read about: they are a member of its community (403 otherwise). */
  async visibleChannel(auth: AuthContext, id: string): Promise<ChannelRow> {
    const row = await this.repository.channel(auth.user.id, id);
    if (!row) throw AppError.notFound(CommunitiesText.channelNotFound);
    if (!row.is_community_member) throw AppError.forbidden(CommunitiesText.notCommunityMember);
    return row;
  }

  private async administeredChannel(auth: AuthContext, id: string): Promise<ChannelRow> {
    const row = await this.visibleChannel(auth, id);
    if (!isChannelAdmin(row)) throw AppError.forbidden(CommunitiesText.notChannelAdmin);
    return row;
  }

  private async community(auth: AuthContext, id: string): Promise<CommunityRow> {
    const row = await this.repository.community(auth.user.id, id);
    if (!row) throw AppError.notFound(CommunitiesText.communityNotFound);
    return row;
  }
}
