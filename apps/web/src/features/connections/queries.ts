import { PAGE_SIZE } from '@nexus/contracts';
import type { ConnectionTab } from '../../lib/people/format';

/** Query keys of the connections page. */
export const connectionKeys = {
  all: ['connections'] as const,
  list: (tab: ConnectionTab, userId: string) => ['connections', 'list', tab, userId] as const,
  /** `scope` is a community id, or '' for every member. */
  search: (keyword: string, scope: string) => ['connections', 'search', scope, keyword] as const,
};

/** The query of a list's page: the first without `cursor`. */
export const pageQuery = (cursor?: string) => ({ pageSize: PAGE_SIZE.connectionSearch, ...(cursor ? { cursor } : {}) });
