import { defineRoute } from '../route.js';
import { idParams, okSchema, userIdParams } from '../schemas/common.js';
import {
  chatPartnerSchema,
  conversationPageSchema,
  conversationQuerySchema,
  latestMessagesQuerySchema,
  messageAndUserParams,
  messagePageSchema,
  messageSchema,
  senderAndReceiverParams,
  sendMessageBodySchema,
  updateMessageBodySchema,
  userAndOtherMemberParams,
  userAndReceiverParams,
} from '../schemas/direct-messages.js';
import { self } from './access.js';

export const messagesRoutes = {
  latest: defineRoute({
    method: 'GET',
    path: '/message/:userId/latest',
    access: self('userId'),
    tag: 'messages',
    summary:
      "The member's conversations, one row each with its last message, newest first (keyset pages of 5): the other member, online, unread",
    params: userIdParams,
    query: latestMessagesQuerySchema,
    response: conversationPageSchema,
  }),
  conversation: defineRoute({
    method: 'GET',
    path: '/message/:userId/conversation/:otherId',
    access: self('userId'),
    tag: 'messages',
    summary:
      'Messages with one member: pages of 10, newest first; with `after` (a message id) the ones after it, oldest first (catch-up)',
    params: userAndOtherMemberParams,
    query: conversationQuerySchema,
    response: messagePageSchema,
  }),
  receiver: defineRoute({
    method: 'GET',
    path: '/message/:userId/receiver/:receiverId',
    access: self('userId'),
    tag: 'messages',
    summary: 'Who the member would chat with, and whether they may (404 across a block)',
    params: userAndReceiverParams,
    response: chatPartnerSchema,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/message/:senderId/:receiverId',
    access: self('senderId'),
    writes: true,
    tag: 'messages',
    summary:
      "Send a direct message to a connection (or a member with message permission); never across a block. Idempotent by clientMessageId. Both members' sockets hear 'chat message created'",
    params: senderAndReceiverParams,
    body: sendMessageBodySchema,
    response: messageSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/message/:id',
    access: { kind: 'user' },
    writes: true,
    tag: 'messages',
    summary:
      'Mark a message read (its receiver only: everything before it in the chat is read too) or edit it (its sender only, sets edited)',
    params: idParams,
    body: updateMessageBodySchema,
    response: messageSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/message/:messageId/user/:userId',
    access: self('userId'),
    tag: 'messages',
    summary: "Delete one of the member's own messages, for both members",
    params: messageAndUserParams,
    response: okSchema,
  }),
  archive: defineRoute({
    method: 'PUT',
    path: '/message/:userId/archive/:otherId',
    access: self('userId'),
    tag: 'messages',
    summary:
      "'Delete Conversation': hides the conversation and its messages so far from this member only; a new message brings the conversation back",
    params: userAndOtherMemberParams,
    response: okSchema,
  }),
} as const;
