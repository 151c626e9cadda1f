import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, PartnerFunction, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { adminGroupKeys } from '../queries';

/** The partner's admin groups, 10 a page, newest first. */
export function useAdminGroups(partnerId: string) {
  return useInfiniteQuery({
    queryKey: adminGroupKeys.list(partnerId),
    queryFn: ({ pageParam }) =>
      api.call(routes.partnerAdmin.listGroups, {
        params: { partnerId },
        query: { pageSize: PAGE_SIZE.adminRoles, dir: 'desc', sort: 'created_at', ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every function with its description. */
export const useFunctions = () =>
  useQuery({
    queryKey: adminGroupKeys.functions,
    queryFn: () => api.call(routes.partnerAdmin.functions, {}),
    staleTime: Infinity,
  });

/** The functions the signed-in user holds: what they may grant, and whether they manage admins at all. */
export function useHeldFunctions() {
  const me = useSession().user?.id ?? '';
  const query = useQuery({
    queryKey: adminGroupKeys.held(me),
    queryFn: () => api.call(routes.partnerAdmin.userFunctions, { params: { id: me } }, { silent: true }),
    enabled: Boolean(me),
  });
  const names = new Set<string>((query.data ?? []).map((f) => f.name));
  return { ...query, names, canManage: names.has(PartnerFunction.ManageAdmins) };
}

/** The admins of one group (the partner's admins page, narrowed to the group). */
export function useGroupAdmins(partnerId: string, roleId: string, enabled: boolean) {
  const me = useSession().user?.id ?? '';
  return useInfiniteQuery({
    queryKey: adminGroupKeys.admins(roleId),
    queryFn: ({ pageParam }) =>
      api.call(routes.partnerAdmin.adminsPage, {
        params: { userId: me, partnerId },
        query: {
          roleId,
          pageSize: PAGE_SIZE.adminRoles,
          dir: 'desc',
          sort: 'created_at',
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && Boolean(me),
  });
}

/** After any change: the groups, their admins and what the signed-in user holds are read again. */
export function useRefreshAdminGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminGroupKeys.all });
}
