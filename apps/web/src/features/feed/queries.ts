import { PAGE_SIZE, routes } from '@nexus/contracts';
import { api } from '../../api/client';
import { postKeys } from '../../ui/posts';

/** The feed area's query keys: its lists start with `postKeys.list`, so a post's changes reach them. */
export const feedKeys = {
  timeline: postKeys.list('feed'),
  tag: (tag: string) => postKeys.list('tag', tag.toLowerCase()),
  companyFollow: (partnerId: string, userId: string) => ['feed', 'company-follow', partnerId, userId] as const,
};

const page = (pageSize: number, cursor: string | undefined) => ({ pageSize, ...(cursor ? { cursor } : {}) });

export const fetchTimeline = (cursor: string | undefined) =>
  api.call(routes.feed.feed, { query: page(PAGE_SIZE.feed, cursor) }, { silent: true });

export const fetchHashtag = (tag: string) => (cursor: string | undefined) =>
  api.call(routes.feed.hashtag, { params: { tag }, query: page(PAGE_SIZE.hashtag, cursor) }, { silent: true });
