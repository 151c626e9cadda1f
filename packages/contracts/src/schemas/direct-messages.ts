import { z } from 'zod';
import { MESSAGE_LIMITS, PAGE_SIZE } from '../constants.js';
import { MessageStatus } from '../enums.js';
import { idSchema, keysetPageQuery, pageOf } from './common.js';

/**
 * A direct message as both sides see it (§3 'Message'). `seq` numbers the messages of one conversation
 * (1, 2, 3…; gaps where messages were deleted); `clientMessageId` is the sender's idempotency key, shown to
 * the sender only (null for the receiver). `status` is 'read' to the sender only when both members share read
 * receipts (settings); to the receiver it is always the truth.
 */
export const messageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  status: z.enum([MessageStatus.Unread, MessageStatus.Read]),
  content: z.object({ message: z.string() }),
  createdAt: z.string(),
  edited: z.boolean(),
  senderFirstName: z.string().nullable(),
  senderLastName: z.string().nullable(),
  senderImage: z.string().nullable(),
  receiverFirstName: z.string().nullable(),
  receiverLastName: z.string().nullable(),
  receiverImage: z.string().nullable(),
  seq: z.number().int(),
  clientMessageId: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

const messageTextSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(MESSAGE_LIMITS.typedMaxLength, { message: `must be at most ${MESSAGE_LIMITS.typedMaxLength} characters` });

const messageContentSchema = z.object({ message: messageTextSchema }, { message: 'is required' });

/**
 * POST message/:senderId/:receiverId. `clientMessageId` (a UUID the client makes once per message and
 * sends again on every retry) makes the send idempotent: a retry answers the stored message and stores nothing.
 */
export const sendMessageBodySchema = z.object({
  clientMessageId: idSchema.optional(),
  content: messageContentSchema,
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** PUT message/:id: the receiver marks it read, or the sender edits it (§7). */
export const updateMessageBodySchema = z.union(
  [
    z.object({ status: z.literal(MessageStatus.Read, { message: 'must be read' }) }).strict(),
    z.object({ content: messageContentSchema, edited: z.literal(true, { message: 'must be true' }) }).strict(),
  ],
  { message: "must be { status: 'read' } or { content: { message }, edited: true }" },
);
export type UpdateMessageBody = z.infer<typeof updateMessageBodySchema>;

/**
 * Who the member is chatting with, and whether they may (§3 'Message receiver / chat-partner info').
 * - isDmCountMaxed: the receiver cannot take more messages from non-connections this month.
 * - dmQuotaUsedUp: the caller's own monthly DM count reached its total (§5's first composer notice).
 * hasMessagePermission and the quotas come from the partner's DM function and monthly quota (migration partner_dm_quota).
 */
export const chatPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  isConnection: z.boolean(),
  hasMessagePermission: z.boolean(),
  companyName: z.string().nullable(),
  companyId: z.string().nullable(),
  isDmCountMaxed: z.boolean(),
  dmQuotaUsedUp: z.boolean(),
});
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

/**
 * One row of GET message/:userId/latest: the conversation's last message (§3 'Message' fields, flat),
 * the other member (chat-partner info) and whether the caller has unread messages in it.
 */
export const conversationSummarySchema = messageSchema.extend({
  otherUser: chatPartnerSchema.extend({ online: z.boolean() }),
  unread: z.boolean(),
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET message/:userId/latest?page=1&pageSize=5&dir=desc&sort=created_at (keyset: pass `cursor` for the next page). */
export const latestMessagesQuerySchema = keysetPageQuery(PAGE_SIZE.latestMessages).extend({
  dir: z.enum(['desc'], { message: 'must be desc' }).default('desc'),
  sort: z.enum(['created_at'], { message: 'must be created_at' }).default('created_at'),
});
export type LatestMessagesQuery = z.infer<typeof latestMessagesQuerySchema>;

/**
 * GET message/:userId/conversation/:otherId. Without `after`: pages of 10, newest first (`cursor` for older
 * pages). With `after` (a message id): catch-up, the messages after that one, oldest first (`cursor` to go on).
 */
export const conversationQuerySchema = keysetPageQuery(PAGE_SIZE.chatMessages).extend({
  after: idSchema.optional(),
});
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

export const messagePageSchema = pageOf(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const conversationPageSchema = pageOf(conversationSummarySchema).extend({
  /** The caller's unread messages across all conversations (the nav badge). */
  unreadMessagesCount: z.number().int(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const senderAndReceiverParams = z.object({ senderId: idSchema, receiverId: idSchema });
export const userAndReceiverParams = z.object({ userId: idSchema, receiverId: idSchema });
export const userAndOtherMemberParams = z.object({ userId: idSchema, otherId: idSchema });
export const messageAndUserParams = z.object({ messageId: idSchema, userId: idSchema });

export const DirectMessagesText = {
  cannotMessageSelf: 'You cannot message yourself',
  messageNotFound: 'This message was not found',
  conversationNotFound: 'This conversation was not found',
  /** A clientMessageId is one message's: sending it again to someone else is refused. */
  clientMessageIdTaken: 'is already the id of another message',
  /** Catch-up (`after`) named a message that is not in the conversation (deleted, or another's): load the newest page. */
  afterNotInConversation: 'is not a message of this conversation',
  onlyReceiverMarksRead: 'Only the receiver can mark a message read',
  onlySenderEdits: 'Only the sender can edit a message',
  onlySenderDeletes: 'Only the sender can delete a message',
  messageDeleted: 'Message deleted',
  conversationArchived: 'Conversation deleted',
  /** Shown when the 1500-character composer holds more than the 500 a message may carry. */
  tooLongToSend: `A message can be at most ${MESSAGE_LIMITS.typedMaxLength} characters`,
  seen: 'Seen',
  typing: (name: string) => `${name} is typing…`,
} as const;
