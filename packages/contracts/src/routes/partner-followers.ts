import { defineRoute } from '../route.js';
import { idParams, okSchema, pageOf } from '../schemas/common.js';
import {
  followedCompaniesQuerySchema,
  followedCompanySchema,
  followerSchema,
  followersQuerySchema,
  followParams,
  followSchema,
} from '../schemas/partner-followers.js';
import { self } from './access.js';

/** Members following company pages (§7 Partner, Followers). A member follows and unfollows only for themselves. */
export const partnerFollowersRoutes = {
  follow: defineRoute({
    method: 'POST',
    path: '/partner-followers/:partnerId/:userId',
    access: self('userId'),
    writes: true,
    tag: 'partner-followers',
    summary: 'Follow a company (again: the same follow)',
    params: followParams,
    response: followSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/partner-followers/:partnerId/:userId',
    access: self('userId'),
    tag: 'partner-followers',
    // Null, not a 404, when they do not follow it: the hashtag page asks for every company among its posts.
    summary: "The member's follow of a company, or null when they do not follow it",
    params: followParams,
    response: followSchema.nullable(),
  }),
  unfollow: defineRoute({
    method: 'DELETE',
    path: '/partner-followers/:id',
    access: { kind: 'user' },
    tag: 'partner-followers',
    summary: 'Unfollow: delete a follow by its id (only the member who follows)',
    params: idParams,
    response: okSchema,
  }),
  followers: defineRoute({
    method: 'GET',
    path: '/partner-followers/:id',
    access: { kind: 'user' },
    tag: 'partner-followers',
    summary: "A company's followers, newest first (company view, 6 a page)",
    params: idParams,
    query: followersQuerySchema,
    response: pageOf(followerSchema),
  }),
  following: defineRoute({
    method: 'GET',
    path: '/partner-followers/follower/:id',
    access: self(),
    tag: 'partner-followers',
    summary: 'The companies a member follows, newest first (Companies tab, 20 a page)',
    params: idParams,
    query: followedCompaniesQuerySchema,
    response: pageOf(followedCompanySchema),
  }),
} as const;
