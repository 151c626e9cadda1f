import { z } from 'zod';
import { MESSAGE_LIMITS } from '../constants.js';
import { MessageStatus } from '../enums.js';
import { idSchema } from './common.js';

/** A direct message as both sides see it (§3 'Message'). */
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
});
export type Message = z.infer<typeof messageSchema>;

export const sendMessageBodySchema = z.object({
  content: z.object(
    {
      message: z
        .string({ message: 'is required' })
        .trim()
        .min(1, { message: 'must not be empty' })
        .max(MESSAGE_LIMITS.typedMaxLength, { message: `must be at most ${MESSAGE_LIMITS.typedMaxLength} characters` }),
    },
    { message: 'is required' },
  ),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** Who the member is chatting with, and whether they may (§3 'Message receiver / chat-partner info'). */
export const chatPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  isConnection: z.boolean(),
  hasMessagePermission: z.boolean(),
  companyName: z.string().nullable(),
  companyId: z.string().nullable(),
});
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

export const senderAndReceiverParams = z.object({ senderId: idSchema, receiverId: idSchema });
export const userAndReceiverParams = z.object({ userId: idSchema, receiverId: idSchema });

export const DirectMessagesText = {
  cannotMessageSelf: 'You cannot message yourself',
} as const;
