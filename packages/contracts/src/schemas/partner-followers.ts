import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { PARTNER_TYPES } from '../enums.js';
import { idSchema, keysetPageQuery } from './common.js';
import { memberCardSchema } from './connections.js';

/** A member following a partner's company page. */
export const followSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Follow = z.infer<typeof followSchema>;

export const followParams = z.object({ partnerId: idSchema, userId: idSchema });

/** The spec's list query (page, pageSize, dir, sort=updated_at), read in keyset pages. */
const followListQuery = (pageSize: number) =>
  keysetPageQuery(pageSize).extend({
    dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
    sort: z.enum(['updated_at'], { message: 'must be updated_at' }).default('updated_at'),
  });
/** GET partner-followers/{id}: the company view, 6 a page (§9). */
export const followersQuerySchema = followListQuery(PAGE_SIZE.followersCompanyView);
export type FollowersQuery = z.infer<typeof followersQuerySchema>;
/** GET partner-followers/follower/{id}: the follower view, 20 a page (§9). */
export const followedCompaniesQuerySchema = followListQuery(PAGE_SIZE.followersFollowerView);
export type FollowedCompaniesQuery = z.infer<typeof followedCompaniesQuerySchema>;

/** A follower in the company view. */
export const followerSchema = z.object({ followId: z.string(), followedAt: z.string(), member: memberCardSchema });
export type Follower = z.infer<typeof followerSchema>;

/** A company in the member's Companies tab. */
export const followedCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PARTNER_TYPES),
  logo: z.string().nullable(),
  industry: z.string().nullable(),
  followId: z.string(),
  followedAt: z.string(),
});
export type FollowedCompany = z.infer<typeof followedCompanySchema>;
