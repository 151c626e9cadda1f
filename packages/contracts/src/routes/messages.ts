import { defineRoute } from '../route.js';
import {
  chatPartnerSchema,
  messageSchema,
  senderAndReceiverParams,
  sendMessageBodySchema,
  userAndReceiverParams,
} from '../schemas/direct-messages.js';
import { self } from './access.js';

export const messagesRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/message/:senderId/:receiverId',
    access: self('senderId'),
    tag: 'messages',
    summary:
      "Send a direct message to a connection (or a member with message permission); never across a block. The receiver hears 'chat message created'",
    params: senderAndReceiverParams,
    body: sendMessageBodySchema,
    response: messageSchema,
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
} as const;
