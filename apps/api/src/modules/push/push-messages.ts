import { type Notification, NotificationKind as Kind, PushText, isPushKind, pushTag } from '@nexus/contracts';
import type { JobData } from '../../platform/queue/queues';

/** Where a pushed connection request opens: the member's requests, to answer it there. */
const CONNECTION_REQUESTS_PATH = '/connections';
/** Push services take up to 4 KB; the text is short anyway (a ping's preview is trimmed), this only guards it. */
const BODY_MAX_LENGTH = 300;

/**
 * The `push` job announcing a ping, or nothing when its kind is not pushed. Built from the ping's view (its text and
 * link, as the bell shows them) by whoever delivers the ping, in the same transaction.
 */
export function pushOfPing(userId: string, ping: Notification): JobData<'push'> | undefined {
  if (!isPushKind(ping.kind)) return undefined;
  const actorId = ping.actor?.id ?? null;
  return {
    userId,
    message: {
      title: PushText.title[ping.kind],
      body: ping.text.slice(0, BODY_MAX_LENGTH),
      url: ping.kind === Kind.ConnectionRequest ? CONNECTION_REQUESTS_PATH : ping.link,
      tag: pushTag(ping.kind, { actorId, pingId: ping.id }),
    },
    ...(ping.kind === Kind.Message && actorId ? { conversationWith: actorId } : {}),
  };
}
