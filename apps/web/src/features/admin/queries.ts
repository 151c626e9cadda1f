import { useEffect } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ErrorCode,
  PAGE_SIZE,
  ReportActionTypes,
  SocketEvent,
  routes,
  type AnalyticsAudience,
  type ReportRow,
  type ReportedContentStatus,
  type UserStatus,
} from '@nexus/contracts';
import { ApiCallError, api } from '../../api/client';
import { onSocketConnected, onSocketEvent } from '../../lib/socket';
import { toast } from '../../ui/toast/toast';
import { MemberAction, mergeReport } from './moderation';

export interface ReportFilters {
  status?: ReportedContentStatus;
  type?: ReportRow['targetType'];
}

export interface MemberFilters {
  q?: string;
  status?: UserStatus;
  role?: 'MEMBER' | 'PARTNER' | 'ADMIN';
  joinedFrom?: string;
  joinedTo?: string;
}

export const adminKeys = {
  all: ['admin'] as const,
  reports: ['admin', 'reports'] as const,
  reportLists: ['admin', 'reports', 'list'] as const,
  reportList: (filters: ReportFilters) => ['admin', 'reports', 'list', filters] as const,
  report: (id: string) => ['admin', 'reports', 'detail', id] as const,
  members: ['admin', 'members'] as const,
  memberList: (filters: MemberFilters) => ['admin', 'members', 'list', filters] as const,
  member: (userId: string) => ['admin', 'members', 'detail', userId] as const,
  roles: ['admin', 'roles'] as const,
  roleAdmins: (roleId: string) => ['admin', 'roles', 'admins', roleId] as const,
  analytics: (audience: string) => ['admin', 'analytics', audience] as const,
  /** The music widget's key too: an upload or removal refreshes the player. */
  songs: ['music'] as const,
};

type ReportPage = { items: ReportRow[]; nextCursor: string | null };

const clean = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

/** The review queue, newest first, a keyset page at a time. */
export function useReports(filters: ReportFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.reportList(filters),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.adminReports.list,
        { query: { ...clean(filters), pageSize: PAGE_SIZE.reports, ...(pageParam ? { cursor: pageParam } : {}) } },
        { silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useReport = (id: string) =>
  useQuery({
    queryKey: adminKeys.report(id),
    queryFn: () => api.call(routes.adminReports.view, { params: { id } }, { silent: true }),
  });

/** A changed report into every cached list, and its View Report read again. */
function applyReport(queryClient: QueryClient, report: ReportRow) {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<ReportPage>>({ queryKey: adminKeys.reportLists })) {
    if (!data) continue;
    const filters = (key[3] ?? {}) as ReportFilters;
    const pages = mergeReport(data.pages, report, filters);
    if (pages !== data.pages) queryClient.setQueryData(key, { ...data, pages });
  }
  void queryClient.invalidateQueries({ queryKey: adminKeys.report(report.id) });
}

/** The queue stays live: SocketEvent.ReportChanged (the admins' room) inserts or updates rows; a reconnect refetches. */
export function useLiveReports() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const off = onSocketEvent(SocketEvent.ReportChanged, ({ report }) => applyReport(queryClient, report));
    const offConnect = onSocketConnected(({ recovered }) => {
      if (!recovered) void queryClient.invalidateQueries({ queryKey: adminKeys.reports });
    });
    return () => {
      off();
      offConnect();
    };
  }, [queryClient]);
}

export type ReportActionInput = { action: ReportActionTypes; report: ReportRow; note?: string; days?: number };

function callReportAction({ action, report, note, days }: ReportActionInput) {
  const request = { params: { id: report.id }, body: { version: report.version, ...(note ? { note } : {}) } };
  switch (action) {
    case ReportActionTypes.CloseReport:
      return api.call(routes.adminReports.close, request);
    case ReportActionTypes.AssignToMyself:
      return api.call(routes.adminReports.assign, request);
    case ReportActionTypes.DeleteContent:
      return api.call(routes.adminReports.deleteContent, request);
    case ReportActionTypes.SuspendUser:
      return api.call(routes.adminReports.suspendUser, {
        params: request.params,
        body: { ...request.body, ...(days ? { days } : {}) },
      });
    case ReportActionTypes.BlockUser:
      return api.call(routes.adminReports.blockUser, request);
    case ReportActionTypes.ReopenReport:
      return api.call(routes.adminReports.reopen, request);
    case ReportActionTypes.ViewReport:
      throw new Error('View Report is a page, not a call');
  }
}

export const REPORT_ACTION_DONE: Partial<Record<ReportActionTypes, string>> = {
  [ReportActionTypes.CloseReport]: 'Report closed',
  [ReportActionTypes.AssignToMyself]: 'Report assigned to you',
  [ReportActionTypes.DeleteContent]: 'Content deleted',
  [ReportActionTypes.SuspendUser]: 'Member suspended',
  [ReportActionTypes.BlockUser]: 'Member blocked',
  [ReportActionTypes.ReopenReport]: 'Report reopened',
};

/**
 * One action of the queue with the version the admin saw. The server's refusal shows as a toast (the client does
 * that); a report another admin changed first (409 REPORT_CHANGED_BY_ANOTHER) or that no longer allows the action
 * is read again.
 */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callReportAction,
    onSuccess: (row, { action }) => {
      applyReport(queryClient, row);
      void queryClient.invalidateQueries({ queryKey: adminKeys.members });
      const done = REPORT_ACTION_DONE[action];
      if (done) toast.success(done);
    },
    onError: (error, { report }) => {
      if (
        error instanceof ApiCallError &&
        (error.code === ErrorCode.ReportChangedByAnother || error.code === ErrorCode.ReportActionNotAllowed)
      ) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.reportLists });
      }
      void queryClient.invalidateQueries({ queryKey: adminKeys.report(report.id) });
    },
  });
}

export function useMembers(filters: MemberFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.memberList(filters),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.adminMembers.list,
        { query: { ...clean(filters), pageSize: PAGE_SIZE.adminMembers, ...(pageParam ? { cursor: pageParam } : {}) } },
        { silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useMember = (userId: string) =>
  useQuery({
    queryKey: adminKeys.member(userId),
    queryFn: () => api.call(routes.adminMembers.view, { params: { userId } }, { silent: true }),
  });

export const MEMBER_ACTION_DONE: Record<MemberAction, string> = {
  [MemberAction.Suspend]: 'Member suspended',
  [MemberAction.Lift]: 'Suspension lifted',
  [MemberAction.Block]: 'Member blocked',
  [MemberAction.Unblock]: 'Member unblocked',
};

/** Suspend, lift, block, unblock; the server's refusals (a platform admin, oneself) show as toasts. */
export function useMemberAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, note, days }: { action: MemberAction; note?: string; days?: number }) => {
      const params = { userId };
      const body = note ? { note } : {};
      switch (action) {
        case MemberAction.Suspend:
          return api.call(routes.adminMembers.suspend, { params, body: { ...body, ...(days ? { days } : {}) } });
        case MemberAction.Lift:
          return api.call(routes.adminMembers.lift, { params, body });
        case MemberAction.Block:
          return api.call(routes.adminMembers.block, { params, body });
        case MemberAction.Unblock:
          return api.call(routes.adminMembers.unblock, { params, body });
      }
    },
    onSuccess: (_status, { action }) => toast.success(MEMBER_ACTION_DONE[action]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}

export const useAnalytics = (audience: AnalyticsAudience) =>
  useQuery({
    queryKey: adminKeys.analytics(audience),
    queryFn: () => api.call(routes.analytics.platform, { params: { audience } }, { silent: true }),
  });
