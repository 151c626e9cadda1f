/** Socket.IO event names and payloads (§4 'Real-time events'), as typed maps for server and client. */
import { z } from 'zod';
import type { ApiError } from './schemas/errors.js';
import { idSchema } from './schemas/common.js';
import type { Message } from './schemas/direct-messages.js';
import type { Notification, Post } from './schemas/posts.js';
import type { JobMatchEvent } from './schemas/jobs.js';
import type { ResumeImport } from './schemas/resumes.js';
import type { ReportRow } from './schemas/moderation.js';

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
  /** A client event the server refused (no contract, bad payload, no access) and that asked for no ack. */
  Exception: 'exception',
  ConnectionUpdated: 'connection updated',
  /** The sender edited a message: both members' sockets hear it. */
  ChatMessageUpdated: 'chat message updated',
  /** The sender deleted a message: both members' sockets hear it. */
  ChatMessageDeleted: 'chat message deleted',
  /** A member is typing to another (client → server, relayed to the other when both share typing indicators). */
  ChatTyping: 'chat typing',
  /** A post reached the member's timeline: the web shows a "new posts" bar, it does not push the post in. */
  FeedPostCreated: 'feed post created',
  /** A report was filed or changed: platform admins' sockets (the `admins` room) hear it, so the queue is live. */
  ReportChanged: 'report changed',
  /**
   * Client → server: the conversation this socket's page shows and the member can see (`withUserId`), or none. No
   * message push is sent for a conversation one of the member's sockets has open.
   */
  ConversationOpen: 'conversation open',
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
export interface ChatMessageUpdatedPayload {
  message: Message;
}
export interface ChatMessageDeletedPayload {
  id: string;
  senderId: string;
  receiverId: string;
  /** The hearing member's unread messages after the deletion. */
  unreadMessagesCount: number;
}
/**
 * `notification received`: a direct message (what the web shows when the chat it is about is not open), or a
 * /pings notification with the member's unread notification count (the bell).
 */
export type NotificationReceivedPayload =
  { kind: 'message'; message: Message } | { kind: 'notification'; notification: Notification; unreadNotificationsCount: number };
export interface ChatArchivedPayload {
  userId: string;
  otherId: string;
}
/** §3/§4 'app bar update': the pinned post (null when none) to every signed-in client, when an admin pins or unpins. */
export interface AppBarUpdatePayload {
  appBar: { pinnedPostId: string | null };
  pinnedPost: Post | null;
}
export interface FeedPostCreatedPayload {
  postId: string;
  authorId: string;
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

/**
 * Who may send a client event. The socket is always a signed-in, verified member's (the handshake checks
 * that), and every event is checked again against its session, like an HTTP call.
 * - user: any signed-in member.
 * - self: the signed-in member must be the one named at `field` in the payload (a dotted path).
 * - admin: a platform admin.
 */
export type SocketAccess = { kind: 'user' } | { kind: 'self'; field: string } | { kind: 'admin' };

/** One client → server event: its name, who may send it and the schema of its payload. */
export interface SocketEventContract {
  event: string;
  access: SocketAccess;
  /** As a route's `writes`: refused while the sender is suspended. */
  writes?: boolean;
  summary: string;
  payload: z.ZodType;
}

export const defineSocketEvent = <const E extends SocketEventContract>(event: E): E => event;

/**
 * §4: the receiver read a message (`id`) of the chat with `receiverId` (and every message before it); `userId` is
 * the reader. The server sends the same payload back as a read receipt: to the reader's other sockets, and to the
 * other member when both share read receipts.
 */
export const chatMessageReadPayloadSchema = z.object({
  id: idSchema,
  payload: z.object({ userId: idSchema, receiverId: idSchema }, { message: 'is required' }),
});
export type ChatMessageReadPayload = z.infer<typeof chatMessageReadPayloadSchema>;

/** A member (`userId`) is typing to `receiverId`; `typing: false` when they stop or send. */
export const chatTypingPayloadSchema = z.object({
  userId: idSchema,
  receiverId: idSchema,
  typing: z.boolean({ message: 'must be true or false' }),
});
export type ChatTypingPayload = z.infer<typeof chatTypingPayloadSchema>;

/** The conversation with `withUserId` is open and visible on this socket's page; `null`: none is. */
export const conversationOpenPayloadSchema = z.object({ withUserId: idSchema.nullable() });
export type ConversationOpenPayload = z.infer<typeof conversationOpenPayloadSchema>;

/** Every event a client may send; the gateway refuses any other (deny by default). */
export const clientEvents = {
  chatMessageRead: defineSocketEvent({
    event: SocketEvent.ChatMessageRead,
    access: { kind: 'self', field: 'payload.userId' },
    summary: 'Mark a received message read; the reader hears the new unread count',
    payload: chatMessageReadPayloadSchema,
  }),
  chatTyping: defineSocketEvent({
    event: SocketEvent.ChatTyping,
    access: { kind: 'self', field: 'userId' },
    // A suspended member cannot send messages: telling the other member they are typing would mislead.
    writes: true,
    summary: 'Tell a chat partner the member is typing (relayed only when both share typing indicators)',
    payload: chatTypingPayloadSchema,
  }),
  conversationOpen: defineSocketEvent({
    event: SocketEvent.ConversationOpen,
    access: { kind: 'user' },
    summary: 'Say which conversation this page shows and the member can see (none: null); no push is sent for it',
    payload: conversationOpenPayloadSchema,
  }),
} as const;

/** What the server answers to a client event that asked for an acknowledgement. */
export type SocketAck = { ok: true } | { ok: false; error: ApiError };
/** The `exception` event: a refused client event that asked for no acknowledgement. */
export interface SocketExceptionPayload {
  event: string;
  error: ApiError;
}

export interface ServerToClientEvents {
  [SocketEvent.UsersOnline]: (payload: UsersOnlinePayload) => void;
  [SocketEvent.UserDisconnected]: (payload: UserDisconnectedPayload) => void;
  [SocketEvent.ChatMessageCreated]: (payload: ChatMessageCreatedPayload) => void;
  [SocketEvent.UnreadMessageCount]: (payload: UnreadMessageCountPayload) => void;
  [SocketEvent.ChatArchived]: (payload: ChatArchivedPayload) => void;
  [SocketEvent.NotificationReceived]: (payload: NotificationReceivedPayload) => void;
  [SocketEvent.JobMatchScanFinished]: (payload: JobMatchEvent) => void;
  [SocketEvent.JobMatchScanFailed]: (payload: JobMatchEvent) => void;
  [SocketEvent.ProfileUpdatedFromResume]: (payload: ResumeImport) => void;
  [SocketEvent.MatchedCandidatesUpdate]: (payload: JobMatchEvent) => void;
  [SocketEvent.AppBarUpdate]: (payload: AppBarUpdatePayload) => void;
  [SocketEvent.ProfileUpdated]: (payload: ProfileUpdatedPayload) => void;
  [SocketEvent.Exception]: (payload: SocketExceptionPayload) => void;
  [SocketEvent.ConnectionUpdated]: (payload: ConnectionUpdatedPayload) => void;
  [SocketEvent.ChatMessageRead]: (payload: ChatMessageReadPayload) => void;
  [SocketEvent.ChatMessageUpdated]: (payload: ChatMessageUpdatedPayload) => void;
  [SocketEvent.ChatMessageDeleted]: (payload: ChatMessageDeletedPayload) => void;
  [SocketEvent.ChatTyping]: (payload: ChatTypingPayload) => void;
  [SocketEvent.FeedPostCreated]: (payload: FeedPostCreatedPayload) => void;
  [SocketEvent.ReportChanged]: (payload: ReportChangedPayload) => void;
}

type ClientEvent = (typeof clientEvents)[keyof typeof clientEvents];
export type ClientToServerEvents = {
  [E in ClientEvent as E['event']]: (payload: z.input<E['payload']>, ack?: (ack: SocketAck) => void) => void;
};

/** What the client sends in the Socket.IO handshake (`auth`). */
export interface SocketHandshakeAuth {
  token: string;
  username?: string;
  userId?: string;
}

export interface ReportChangedPayload {
  report: ReportRow;
}

/** The room every platform admin's sockets join: the review queue's live updates go there. */
export const ADMINS_ROOM = 'admins';
/** The room every connected socket of one user joins. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The room of the sockets opened with one session's access token: they close when the session ends. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
