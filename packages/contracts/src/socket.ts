/** Socket.IO event names and payloads (§4 'Real-time events'), as typed maps for server and client. */
import type { Message } from './schemas/direct-messages.js';
import type { ResumeImport } from './schemas/resumes.js';

export const SocketEvent = {
  UsersOnline: 'users online',
  UserDisconnected: 'user disconnected',
  ChatMessageCreated: 'chat message created',
  UnreadMessageCount: 'unread message count',
  ChatArchived: 'chat archived',
  NotificationReceived: 'notification received',
  JobMatchScanFinished: 'job match scan finished',
  JobMatchScanFailed: 'job match scan failed',
  ProfileUpdatedFromResume: 'profile updated from resume',
  MatchedCandidatesUpdate: 'matched candidates update',
  AppBarUpdate: 'app bar update',
  ProfileUpdated: 'profile updated',
  ChatMessageRead: 'chat message read',
  ConnectionUpdated: 'connection updated',
} as const;
export type SocketEvent = (typeof SocketEvent)[keyof typeof SocketEvent];

export interface UsersOnlinePayload {
  users: string[];
}
export interface UserDisconnectedPayload {
  users: string[];
}
export interface ChatMessageCreatedPayload {
  message: Message;
  unreadMessagesCount: number;
}
export interface UnreadMessageCountPayload {
  unreadMessagesCount: number;
}
export interface ChatArchivedPayload {
  userId: string;
  otherId: string;
}
export interface AppBarUpdatePayload {
  appBar: unknown;
  pinnedPost: unknown;
}
export interface ProfileUpdatedPayload {
  profilePayload: { userId: string; forOnboarding: boolean };
}
/**
 * What changed between two members, as told to one of them. A member who is blocked hears 'removed'
 * (what they lost), never 'blocked'; an unblock is told to the blocker's own apps only.
 */
export const ConnectionChange = {
  Requested: 'requested',
  Withdrawn: 'withdrawn',
  Accepted: 'accepted',
  Declined: 'declined',
  Removed: 'removed',
  Blocked: 'blocked',
  Unblocked: 'unblocked',
} as const;
export type ConnectionChange = (typeof ConnectionChange)[keyof typeof ConnectionChange];

/** Sent to each of the two members when their connection, request or block changes. */
export interface ConnectionUpdatedPayload {
  /** The other member. */
  otherId: string;
  change: ConnectionChange;
}
export interface ChatMessageReadPayload {
  id: string;
  payload: { userId: string; receiverId: string };
}

export interface ServerToClientEvents {
  [SocketEvent.UsersOnline]: (payload: UsersOnlinePayload) => void;
  [SocketEvent.UserDisconnected]: (payload: UserDisconnectedPayload) => void;
  [SocketEvent.ChatMessageCreated]: (payload: ChatMessageCreatedPayload) => void;
  [SocketEvent.UnreadMessageCount]: (payload: UnreadMessageCountPayload) => void;
  [SocketEvent.ChatArchived]: (payload: ChatArchivedPayload) => void;
  [SocketEvent.NotificationReceived]: (payload: unknown) => void;
  [SocketEvent.JobMatchScanFinished]: (payload: unknown) => void;
  [SocketEvent.JobMatchScanFailed]: (payload: unknown) => void;
  [SocketEvent.ProfileUpdatedFromResume]: (payload: ResumeImport) => void;
  [SocketEvent.MatchedCandidatesUpdate]: (payload: unknown) => void;
  [SocketEvent.AppBarUpdate]: (payload: AppBarUpdatePayload) => void;
  [SocketEvent.ProfileUpdated]: (payload: ProfileUpdatedPayload) => void;
  [SocketEvent.ConnectionUpdated]: (payload: ConnectionUpdatedPayload) => void;
}

export interface ClientToServerEvents {
  [SocketEvent.ChatMessageRead]: (payload: ChatMessageReadPayload) => void;
}

/** What the client sends in the Socket.IO handshake (`auth`). */
export interface SocketHandshakeAuth {
  token: string;
  username?: string;
  userId?: string;
}

/** The room every connected socket of one user joins. */
export const userRoom = (userId: string) => `user:${userId}`;
