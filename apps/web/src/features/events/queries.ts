import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EventDetail, type EventListScope, PAGE_SIZE, routes } from '@nexus/contracts';
import { api } from '../../api/client';
import { storage } from '../../lib/storage';

export const EVENTS_PATH = '/events';

/** Query keys of events (/events, /events/{id}). */
export const eventKeys = {
  all: ['events'] as const,
  list: (scope: EventListScope) => ['events', 'list', scope] as const,
  organiser: (partnerId: string) => ['events', 'organiser', partnerId] as const,
  event: (id: string) => ['events', 'event', id] as const,
  attendees: (id: string) => ['events', 'event', id, 'attendees'] as const,
  edits: (id: string) => ['events', 'event', id, 'edits'] as const,
  newest: ['events', 'newest'] as const,
  calendarFeed: ['events', 'calendar-feed'] as const,
};

type Page<T> = { items: T[]; nextCursor: string | null };

/** A keyset list: `fetchPage` reads the page after `cursor` (none: the first). */
function useKeysetPages<T>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    enabled,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

const pageQuery = (pageSize: number, cursor: string | undefined) => ({ pageSize, ...(cursor ? { cursor } : {}) });

export const useEventList = (scope: EventListScope) =>
  useKeysetPages(eventKeys.list(scope), (cursor) =>
    api.call(routes.events.list, { query: { scope, ...pageQuery(PAGE_SIZE.events, cursor) } }, { silent: true }),
  );

export const useOrganiserEvents = (partnerId: string | null) =>
  useKeysetPages(
    eventKeys.organiser(partnerId ?? ''),
    (cursor) =>
      api.call(
        routes.events.organiserList,
        { params: { partnerId: partnerId! }, query: pageQuery(PAGE_SIZE.events, cursor) },
        { silent: true },
      ),
    partnerId !== null,
  );

export const useAttendees = (id: string) =>
  useKeysetPages(eventKeys.attendees(id), (cursor) =>
    api.call(routes.events.attendees, { params: { id }, query: pageQuery(PAGE_SIZE.eventAttendees, cursor) }, { silent: true }),
  );

export const useEventEdits = (id: string) =>
  useKeysetPages(eventKeys.edits(id), (cursor) =>
    api.call(routes.events.edits, { params: { id }, query: pageQuery(PAGE_SIZE.eventEdits, cursor) }, { silent: true }),
  );

/**
 * Puts an event the server answered with on the page, and marks the lists stale. A reload of that event still on its
 * way (started before the change, as the one after creating it) is cancelled first: landing after, it would put the
 * older copy back.
 */
export function useSettleEvent() {
  const queryClient = useQueryClient();
  return useCallback(
    async (saved: EventDetail) => {
      await queryClient.cancelQueries({ queryKey: eventKeys.event(saved.id), exact: true });
      queryClient.setQueryData(eventKeys.event(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    },
    [queryClient],
  );
}

export function useEvent(id: string) {
  return useQuery({
    queryKey: eventKeys.event(id),
    queryFn: () => api.call(routes.events.get, { params: { id } }, { silent: true }),
    enabled: Boolean(id),
  });
}

/**
 * §3 'showNewEventsBadge': the Events item shows a dot while an event was published after the newest one the member
 * had when they last opened /events (kept in local storage, cleared at logout); opening /events clears it.
 */
export function useNewEventsBadge(signedIn: boolean): boolean {
  const { pathname } = useLocation();
  const onEvents = pathname === EVENTS_PATH || pathname.startsWith(`${EVENTS_PATH}/`);
  const { data } = useQuery({
    queryKey: eventKeys.newest,
    queryFn: () => api.call(routes.events.newest, undefined, { silent: true }),
    enabled: signedIn,
    staleTime: 60_000,
  });
  const newest = data?.newestPublishedAt ?? null;
  useEffect(() => {
    if (onEvents && newest) storage.setNewEventsSeen(newest);
  }, [onEvents, newest]);
  const seen = storage.getNewEventsSeen();
  return newest !== null && !onEvents && (seen === null || Date.parse(newest) > Date.parse(seen));
}
