import { z } from 'zod';
import { CHANNEL_LIMITS, PAGE_SIZE } from '../constants.js';
import { idSchema, keysetPageQuery } from './common.js';
import { memberCardSchema } from './connections.js';

/** Strings of the communities and channel screens and answers. */
export const CommunitiesText = {
  communities: 'Communities',
  searchPlaceholder: 'Search communities',
  noCommunities: 'No communities yet.',
  noMatches: 'No communities match your search.',
  join: 'Join',
  leave: 'Leave',
  joined: 'You joined the community',
  left: 'You left the community',
  about: 'About',
  members: 'Members',
  lounges: 'Lounges',
  noLounges: 'No channels in this community yet.',
  createChannel: 'Create Channel',
  channelCreated: 'Channel created',
  channelUpdated: 'Channel details saved',
  channelDeleted: 'Channel deleted',
  joinChannel: 'Join Channel',
  leaveChannel: 'Leave Channel',
  channelJoined: 'You joined the channel',
  channelLeft: 'You left the channel',
  membersAdded: 'Member(s) added',
  memberRemoved: 'Removed from channel',
  adminGranted: 'Now a channel admin',
  adminRevoked: 'No longer a channel admin',
  makeAdmin: 'Make channel admin',
  removeAdmin: 'Remove channel admin',
  channelAdmin: 'Channel admin',
  notificationsOn: 'Notifications on for this channel',
  notificationsOff: 'Notifications off for this channel',
  confirmDeleteChannel: 'Delete this channel? This is irreversible: its posts and members are deleted for good.',
  confirmRemoveMember: 'Remove this member from the channel?',
  noChannelMembers: 'No members in this channel yet.',
  noChannelPosts: 'No posts in this channel yet.',
  noCommunityMembers: 'No members found.',
  joinCommunityToSee: 'Join this community to see its channels and members.',
  joinChannelToSee: 'Join this channel to read and write its posts.',
  pickMembers: 'Search the community members',
  communityNotFound: 'This community was not found',
  channelNotFound: 'This channel was not found',
  notCommunityMember: 'You are not a member of this community',
  notChannelMember: 'You are not a member of this channel',
  notChannelAdmin: 'Only a channel admin can do this',
  memberNotFound: 'This member is not in the channel',
  ownCommunity: 'You belong to this community as its account or employee, so you cannot leave it',
  channelNameTaken: 'A channel with this name already exists in this community',
  mustBeCommunityMembers: 'must be members of the community',
  name: 'Name',
  description: 'Description',
} as const;

/** §2's channel admin settings, exactly. */
export const ChannelMenu = {
  addMembers: 'Add Member(s)',
  viewMembers: 'View Members',
  notifications: 'Notifications',
  adminSettings: 'Admin Settings',
  editChannelDetails: 'Edit Channel Details',
  deleteChannel: 'Delete Channel',
  removeFromChannel: 'Remove from Channel',
} as const;

/** A community (a partner of type community) as a member sees it. */
export const communityDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  about: z.string().nullable(),
  memberCount: z.number().int(),
  channelCount: z.number().int(),
  /** The caller follows it or belongs to it. */
  isMember: z.boolean(),
  /** The caller belongs to it as its account or a verified employee: they cannot leave. */
  isOwn: z.boolean(),
  /** The caller may create channels here (and is an admin of every channel of it). */
  isAdmin: z.boolean(),
});
export type CommunityDetail = z.infer<typeof communityDetailSchema>;

export const communitiesQuerySchema = keysetPageQuery(PAGE_SIZE.communities).extend({
  keyword: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});
export type CommunitiesQuery = z.infer<typeof communitiesQuerySchema>;

/** A community's lounges: its channels, 5 a page (§9). */
export const channelsQuerySchema = keysetPageQuery(PAGE_SIZE.lounges);
export type ChannelsQuery = z.infer<typeof channelsQuerySchema>;

export const channelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  community: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }),
  memberCount: z.number().int(),
  createdAt: z.string(),
  isMember: z.boolean(),
  /** A channel admin: `is_admin` in the channel, or an admin of its community. */
  isAdmin: z.boolean(),
  /** The caller's own switch (false when not a member). */
  notifications: z.boolean(),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelBodySchema = z.object({
  name: z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(CHANNEL_LIMITS.nameMaxLength, { message: `must be at most ${CHANNEL_LIMITS.nameMaxLength} characters` }),
  description: z
    .string({ message: 'must be text' })
    .trim()
    .max(CHANNEL_LIMITS.descriptionMaxLength, {
      message: `must be at most ${CHANNEL_LIMITS.descriptionMaxLength} characters`,
    })
    .default(''),
});
export type ChannelBody = z.input<typeof channelBodySchema>;

export const channelMembersQuerySchema = keysetPageQuery(PAGE_SIZE.channelMembers);
export type ChannelMembersQuery = z.infer<typeof channelMembersQuerySchema>;

export const channelMemberSchema = z.object({
  member: memberCardSchema,
  isAdmin: z.boolean(),
  joinedAt: z.string(),
});
export type ChannelMember = z.infer<typeof channelMemberSchema>;

export const channelMemberParams = z.object({ id: idSchema, userId: idSchema });

export const addChannelMembersBodySchema = z.object({
  userIds: z
    .array(idSchema, { message: 'must be a list of ids' })
    .min(1, { message: 'must name at least one member' })
    .max(PAGE_SIZE.channelMembers, { message: `must name at most ${PAGE_SIZE.channelMembers} members` }),
});
export type AddChannelMembersBody = z.infer<typeof addChannelMembersBodySchema>;

export const channelAdminBodySchema = z.object({ isAdmin: z.boolean({ message: 'must be true or false' }) });
export const channelNotificationsBodySchema = z.object({
  notifications: z.boolean({ message: 'must be true or false' }),
});
