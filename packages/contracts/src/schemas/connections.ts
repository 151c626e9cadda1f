import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { plural } from '../plural.js';
import { idSchema, keysetPageQuery } from './common.js';
import { connectionStateSchema } from './profiles.js';

/** A member in lists: connections, requests, search results, suggestions. Hidden fields stay hidden. */
export const memberCardSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  image: z.string().nullable(),
  headline: z.string().nullable(),
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  city: z.string().nullable(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const listQuerySchema = keysetPageQuery(PAGE_SIZE.connectionSearch).extend({
  dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('asc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const connectionSearchQuerySchema = listQuerySchema.extend({
  sort: z.enum(['updated_at'], { message: 'must be updated_at' }).default('updated_at'),
  keyword: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});
export type ConnectionSearchQuery = z.infer<typeof connectionSearchQuerySchema>;

export const searchResultSchema = memberCardSchema.extend({ connection: connectionStateSchema });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const connectionRequestSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The other member: the requester for received requests, the addressee for sent ones. */
  member: memberCardSchema,
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

export const SuggestionReasonKind = { Mutual: 'mutual', Company: 'company', Industry: 'industry', City: 'city' } as const;
export type SuggestionReasonKind = (typeof SuggestionReasonKind)[keyof typeof SuggestionReasonKind];

export const suggestionSchema = memberCardSchema.extend({
  mutualConnections: z.number().int(),
  /** Why this member is suggested, strongest first, e.g. '3 mutual connections', 'Also at Acme'. */
  reasons: z.array(
    z.object({
      kind: z.enum(Object.values(SuggestionReasonKind) as [SuggestionReasonKind, ...SuggestionReasonKind[]]),
      text: z.string(),
    }),
  ),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const connectionRequestBodySchema = z.object({ userId: idSchema });

/** A community the member belongs to: a community partner they follow or work for. */
export const communitySchema = z.object({ id: z.string(), name: z.string() });
export type Community = z.infer<typeof communitySchema>;

export const communityParams = z.object({ communityId: idSchema });

export const userAndRequestParams = z.object({ id: idSchema, requestId: idSchema });
export const userAndOtherParams = z.object({ id: idSchema, otherId: idSchema });

/** What the connections endpoints say to members: messages of their errors and successes, and suggestion reasons. */
export const ConnectionsText = {
  memberNotFound: 'Member not found',
  cannotConnectWithSelf: 'You cannot connect with yourself',
  cannotBlockSelf: 'You cannot block yourself',
  alreadyConnected: 'You are already connected with this member',
  alreadyRequested: 'You already asked this member to connect',
  unblockFirst: 'You blocked this member: unblock them first',
  requestNotFound: 'This connection request no longer exists',
  cannotAnswerOwnRequest: 'Only the member who received this request can answer it',
  onlyRequesterWithdraws: 'Only the member who sent this request can withdraw it',
  notConnected: 'You are not connected with this member',
  notBlocked: 'This member is not blocked',
  communityNotFound: 'Community not found',
  notCommunityMember: 'Only members of this community can search its members',
  invalidCursor: 'is not a valid cursor',
  requestDeclined: 'Connection request declined',
  requestWithdrawn: 'Connection request withdrawn',
  connectionRemoved: 'Connection removed',
  memberBlocked: 'Member blocked',
  memberUnblocked: 'Member unblocked',
  mutualConnections: (count: number) => plural(count, 'mutual connection', 'mutual connections'),
  alsoAt: (company: string) => `Also at ${company}`,
  alsoIn: (place: string) => `Also in ${place}`,
} as const;

/** At most this many suggestions are returned. */
export const SUGGESTIONS_LIMIT = 20;
