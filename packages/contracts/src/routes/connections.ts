import { defineRoute } from '../route.js';
import { idParams, okSchema } from '../schemas/common.js';
import {
  connectionRequestBodySchema,
  connectionRequestSchema,
  communityParams,
  communitySchema,
  connectionSearchQuerySchema,
  followedCompanySchema,
  listQuerySchema,
  memberCardSchema,
  pageOf,
  searchResultSchema,
  suggestionSchema,
  userAndOtherParams,
  userAndRequestParams,
} from '../schemas/connections.js';
import { connectionStateSchema } from '../schemas/profiles.js';
import { z } from 'zod';
import { self } from './access.js';

export const connectionsRoutes = {
  search: defineRoute({
    method: 'GET', path: '/search/connections', access: { kind: 'user' }, tag: 'connections',
    summary: 'Find members by name, headline, company or job title (blocked members never appear)',
    query: connectionSearchQuerySchema, response: pageOf(searchResultSchema),
  }),
  searchCommunity: defineRoute({
    method: 'GET', path: '/search/connections/community/:communityId', access: { kind: 'user' }, tag: 'connections',
    summary: "Find members of a community the caller belongs to (its followers and its own people), as search does",
    params: communityParams, query: connectionSearchQuerySchema, response: pageOf(searchResultSchema),
  }),
  communities: defineRoute({
    method: 'GET', path: '/user/:id/communities', access: self(), tag: 'connections',
    summary: 'Communities the member belongs to (community partners they follow or work for), by name',
    params: idParams, response: z.array(communitySchema),
  }),
  list: defineRoute({
    method: 'GET', path: '/user/:id/connections', access: self(), tag: 'connections',
    summary: "The member's connections (Connections tab)", params: idParams, query: listQuerySchema,
    response: pageOf(memberCardSchema),
  }),
  received: defineRoute({
    method: 'GET', path: '/user/:id/connection-requests/received', access: self(), tag: 'connections',
    summary: 'Requests waiting for this member (Requests tab)', params: idParams, query: listQuerySchema,
    response: pageOf(connectionRequestSchema),
  }),
  sent: defineRoute({
    method: 'GET', path: '/user/:id/connection-requests/sent', access: self(), tag: 'connections',
    summary: 'Requests this member sent, not yet answered (Pending tab)', params: idParams, query: listQuerySchema,
    response: pageOf(connectionRequestSchema),
  }),
  blocked: defineRoute({
    method: 'GET', path: '/user/:id/blocks', access: self(), tag: 'connections',
    summary: 'Members this member blocked (Blocked tab)', params: idParams, query: listQuerySchema,
    response: pageOf(memberCardSchema),
  }),
  suggestions: defineRoute({
    method: 'GET', path: '/user/:id/suggestions', access: self(), tag: 'connections',
    summary: 'People to connect with, and why (Suggested tab)', params: idParams, response: z.array(suggestionSchema),
  }),
  followedCompanies: defineRoute({
    method: 'GET', path: '/partner-followers/follower/:id', access: self(), tag: 'connections',
    summary: 'Companies the member follows (Companies tab)', params: idParams, query: listQuerySchema,
    response: pageOf(followedCompanySchema),
  }),
  request: defineRoute({
    method: 'POST', path: '/user/:id/connection-requests', access: self(), tag: 'connections',
    summary: 'Ask a member to connect (accepts theirs if they already asked)', params: idParams,
    body: connectionRequestBodySchema, response: connectionStateSchema,
  }),
  accept: defineRoute({
    method: 'PUT', path: '/user/:id/connection-requests/:requestId/accept', access: self(), tag: 'connections',
    summary: 'Accept a request sent to this member', params: userAndRequestParams, response: connectionStateSchema,
  }),
  decline: defineRoute({
    method: 'PUT', path: '/user/:id/connection-requests/:requestId/decline', access: self(), tag: 'connections',
    summary: 'Decline a request sent to this member', params: userAndRequestParams, response: okSchema,
  }),
  withdraw: defineRoute({
    method: 'DELETE', path: '/user/:id/connection-requests/:requestId', access: self(), tag: 'connections',
    summary: 'Withdraw a request this member sent', params: userAndRequestParams, response: okSchema,
  }),
  remove: defineRoute({
    method: 'DELETE', path: '/user/:id/connections/:otherId', access: self(), tag: 'connections',
    summary: 'End a connection', params: userAndOtherParams, response: okSchema,
  }),
  block: defineRoute({
    method: 'PUT', path: '/user/:id/blocks/:otherId', access: self(), tag: 'connections',
    summary: 'Block a member: ends any connection or request, both ways', params: userAndOtherParams,
    response: okSchema,
  }),
  unblock: defineRoute({
    method: 'DELETE', path: '/user/:id/blocks/:otherId', access: self(), tag: 'connections',
    summary: 'Unblock a member', params: userAndOtherParams, response: okSchema,
  }),
} as const;
