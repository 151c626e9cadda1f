import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConnectionsText, ErrorCode, SocketEvent, routes, type ConnectionState, type Profile } from '@nexus/contracts';
import { api, ApiCallError } from '../../api/client';
import { useSession } from '../session/useSession';
import { toast } from '../../ui/toast/toast';
import { refreshMemberData } from '../queryData';
import { onSocketEvent } from '../socket';

/** Query keys of a member's profile, read by the profile screens and by the connections page (the member's own). */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (id: string) => ['profile', id] as const,
  metrics: (id: string) => ['profile', id, 'engagement-metrics'] as const,
  qrCode: (id: string) => ['profile', id, 'qr-code'] as const,
};

/**
 * The communities the signed-in member belongs to: a people search can be narrowed to one of them (the Connections
 * page, the search results page's People tab). Under the connections' keys, so their refreshes reach it.
 */
export function useMemberCommunities() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: ['connections', 'communities', userId],
    queryFn: () => api.call(routes.connections.communities, { params: { id: userId } }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiCallError && error.code === ErrorCode.NotFound;

/** A member's profile as the signed-in user sees it; a 404 (missing, or across a block) shows no toast. */
export function useProfile(id: string | undefined) {
  return useQuery({
    queryKey: profileKeys.detail(id ?? ''),
    queryFn: () => api.call(routes.profiles.get, { params: { id: id ?? '' } }, { silent: true }),
    enabled: Boolean(id),
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}

/**
 * While signed in: what another member does (asks, answers, removes, blocks), or this member does in
 * another tab, arrives as 'connection updated', and the screens refetch without a reload.
 */
export function useLiveConnections() {
  const queryClient = useQueryClient();
  useEffect(() => onSocketEvent(SocketEvent.ConnectionUpdated, () => void refreshMemberData(queryClient)), [queryClient]);
}

export type PeopleAction =
  | { kind: 'request'; userId: string }
  | { kind: 'accept'; requestId: string }
  | { kind: 'decline'; requestId: string }
  | { kind: 'withdraw'; requestId: string }
  | { kind: 'remove'; otherId: string }
  | { kind: 'block'; otherId: string }
  | { kind: 'unblock'; otherId: string };

export type PeopleActionKind = PeopleAction['kind'];

/** Button labels and success toasts of the actions on a member. */
export const PeopleLabels = {
  connect: 'Connect',
  pending: 'Pending',
  withdraw: 'Withdraw',
  accept: 'Accept',
  decline: 'Decline',
  connected: 'Connected',
  /** Opens the chat with a connection. */
  message: 'Message',
  remove: 'Remove connection',
  block: 'Block',
  unblock: 'Unblock',
  more: 'More actions',
  blocked: 'Blocked',
} as const;

export function successMessage(action: PeopleAction, name: string, result: ConnectionState | null): string {
  switch (action.kind) {
    case 'request':
      return result?.isConnection ? `You and ${name} are now connected` : `Connection request sent to ${name}`;
    case 'accept':
      return `You and ${name} are now connected`;
    case 'decline':
      return ConnectionsText.requestDeclined;
    case 'withdraw':
      return ConnectionsText.requestWithdrawn;
    case 'remove':
      return ConnectionsText.connectionRemoved;
    case 'block':
      return ConnectionsText.memberBlocked;
    case 'unblock':
      return ConnectionsText.memberUnblocked;
  }
}

async function perform(me: string, action: PeopleAction): Promise<ConnectionState | null> {
  switch (action.kind) {
    case 'request':
      return api.call(routes.connections.request, { params: { id: me }, body: { userId: action.userId } });
    case 'accept':
      return api.call(routes.connections.accept, { params: { id: me, requestId: action.requestId } });
    case 'decline':
      await api.call(routes.connections.decline, { params: { id: me, requestId: action.requestId } });
      return null;
    case 'withdraw':
      await api.call(routes.connections.withdraw, { params: { id: me, requestId: action.requestId } });
      return null;
    case 'remove':
      await api.call(routes.connections.remove, { params: { id: me, otherId: action.otherId } });
      return null;
    case 'block':
      await api.call(routes.connections.block, { params: { id: me, otherId: action.otherId } });
      return null;
    case 'unblock':
      await api.call(routes.connections.unblock, { params: { id: me, otherId: action.otherId } });
      return null;
  }
}

/**
 * One action on one member (connect, accept, withdraw…): toasts success, then refetches the member's data.
 * Failures are toasted by the client. `pending` names the action in flight, for the button's progress.
 */
export function usePeopleAction(name: string, options: { onDone?: (action: PeopleAction) => void } = {}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: PeopleAction) => perform(user?.id ?? '', action),
    onSuccess: async (result, action) => {
      toast.success(successMessage(action, name, result));
      options.onDone?.(action);
      // A relationship shows on profiles, in every connections tab and in searches.
      await refreshMemberData(queryClient);
    },
  });
  return {
    run: (action: PeopleAction) => mutation.mutateAsync(action).catch(() => undefined),
    pending: mutation.isPending ? (mutation.variables?.kind ?? null) : null,
  };
}

/** The profile fields the owner edits, as the form starts. */
export function profileFormDefaults(profile: Profile) {
  const v = profile.visibility;
  return {
    headline: profile.headline ?? '',
    aboutMe: profile.aboutMe ?? '',
    industry: profile.industry ?? '',
    expertise: profile.expertise ?? '',
    levelExperience: profile.levelExperience ?? '',
    companyName: profile.companyName ?? '',
    website: profile.website ?? '',
    jobTitle: profile.jobTitle ?? '',
    goals: profile.goals ?? '',
    country: profile.country ?? '',
    province: profile.province ?? '',
    city: profile.city ?? '',
    genderIdentity: profile.genderIdentity ?? '',
    ageRange: profile.ageRange ?? '',
    hiddenFromSuggestions: profile.hiddenFromSuggestions ?? false,
    showCountry: v?.showCountry ?? true,
    showProvince: v?.showProvince ?? true,
    showCity: v?.showCity ?? true,
    showGoals: v?.showGoals ?? true,
    showResume: v?.showResume ?? true,
  };
}
