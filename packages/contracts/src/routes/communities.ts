import { PartnerFunction } from '../enums.js';
import { defineRoute } from '../route.js';
import { idParams, okSchema, pageOf } from '../schemas/common.js';
import {
  addChannelMembersBodySchema,
  channelAdminBodySchema,
  channelBodySchema,
  channelMemberParams,
  channelMemberSchema,
  channelMembersQuerySchema,
  channelNotificationsBodySchema,
  channelSchema,
  channelsQuerySchema,
  communitiesQuerySchema,
  communityDetailSchema,
} from '../schemas/communities.js';
import { feedQuerySchema, postSchema } from '../schemas/posts.js';
import { partnerAdmin } from './access.js';

const user = { kind: 'user' } as const;

/**
 * Communities (partners of type community) and their channels (issue 12). Joining a community is following it
 * (partner_followers). Who is a community member or a channel admin is data: the service answers 403 for a caller
 * who is not a member of the community (or the channel, for its posts) and for a change only a channel admin may
 * make; channel admins are the channel's `is_admin` members and the community's users holding MANAGE_CHANNELS.
 */
export const communitiesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/communities',
    access: user,
    tag: 'communities',
    summary: 'Communities, newest first, searched by name (keyset pages of 12)',
    query: communitiesQuerySchema,
    response: pageOf(communityDetailSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/communities/:id',
    access: user,
    tag: 'communities',
    summary: 'One community with its member and channel counts and the caller’s membership',
    params: idParams,
    response: communityDetailSchema,
  }),
  join: defineRoute({
    method: 'PUT',
    path: '/communities/:id/membership',
    access: user,
    tag: 'communities',
    summary: 'Join a community (follow it); joining again changes nothing',
    params: idParams,
    response: communityDetailSchema,
  }),
  leave: defineRoute({
    method: 'DELETE',
    path: '/communities/:id/membership',
    access: user,
    tag: 'communities',
    summary: 'Leave a community and its channels (409 for its own account or employee)',
    params: idParams,
    response: communityDetailSchema,
  }),
  channels: defineRoute({
    method: 'GET',
    path: '/communities/:id/channels',
    access: user,
    tag: 'communities',
    summary: "A community's lounges: its channels, oldest first, 5 a page (§9); members of the community only",
    params: idParams,
    query: channelsQuerySchema,
    response: pageOf(channelSchema),
  }),
  createChannel: defineRoute({
    method: 'POST',
    path: '/communities/:id/channels',
    access: partnerAdmin('id', PartnerFunction.ManageChannels),
    writes: true,
    tag: 'communities',
    summary: 'Create a channel (a user of the community holding MANAGE_CHANNELS); its creator is its first admin',
    params: idParams,
    body: channelBodySchema,
    response: channelSchema,
  }),
} as const;

/** A channel of a community: its details, members, admin settings (§2) and posts. */
export const channelsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/channel/:id',
    access: user,
    tag: 'channels',
    summary: 'One channel (members of its community)',
    params: idParams,
    response: channelSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/channel/:id',
    access: user,
    writes: true,
    tag: 'channels',
    summary: 'Edit Channel Details: name and description (channel admins)',
    params: idParams,
    body: channelBodySchema,
    response: channelSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/channel/:id',
    access: user,
    tag: 'channels',
    summary: 'Delete Channel with its posts and members, irreversibly (channel admins)',
    params: idParams,
    response: okSchema,
  }),
  join: defineRoute({
    method: 'PUT',
    path: '/channel/:id/membership',
    access: user,
    tag: 'channels',
    summary: 'Join a channel (channels are open to the members of their community)',
    params: idParams,
    response: channelSchema,
  }),
  leave: defineRoute({
    method: 'DELETE',
    path: '/channel/:id/membership',
    access: user,
    tag: 'channels',
    summary: 'Leave a channel',
    params: idParams,
    response: channelSchema,
  }),
  members: defineRoute({
    method: 'GET',
    path: '/channel/:id/members',
    access: user,
    tag: 'channels',
    summary: "View Members: the channel's members by when they joined (keyset pages of 20)",
    params: idParams,
    query: channelMembersQuerySchema,
    response: pageOf(channelMemberSchema),
  }),
  addMembers: defineRoute({
    method: 'POST',
    path: '/channel/:id/members',
    access: user,
    writes: true,
    tag: 'channels',
    summary: 'Add Member(s): members of the community (channel admins); members already in stay as they are',
    params: idParams,
    body: addChannelMembersBodySchema,
    response: channelSchema,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/channel/:id/members/:userId',
    access: user,
    tag: 'channels',
    summary: 'Remove from Channel (channel admins)',
    params: channelMemberParams,
    response: okSchema,
  }),
  setAdmin: defineRoute({
    method: 'PUT',
    path: '/channel/:id/members/:userId',
    access: user,
    tag: 'channels',
    summary: 'Admin Settings: make a member a channel admin, or not (channel admins)',
    params: channelMemberParams,
    body: channelAdminBodySchema,
    response: channelMemberSchema,
  }),
  notifications: defineRoute({
    method: 'PUT',
    path: '/channel/:id/notifications',
    access: user,
    tag: 'channels',
    summary: "Notifications: the member's own switch for this channel's posts",
    params: idParams,
    body: channelNotificationsBodySchema,
    response: channelSchema,
  }),
  posts: defineRoute({
    method: 'GET',
    path: '/channel/:id/posts',
    access: user,
    tag: 'channels',
    summary: "The channel's posts, newest first (its members; keyset pages of 20)",
    params: idParams,
    query: feedQuerySchema,
    response: pageOf(postSchema),
  }),
} as const;
