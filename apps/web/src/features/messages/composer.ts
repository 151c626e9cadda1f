import { MESSAGE_LIMITS, Text, DirectMessagesText, type ChatPartner } from '@nexus/contracts';

/** What the composer holds after a change: never more than the composer limit (§5 'blocks typing at 1500'). */
export const clampComposer = (text: string) => text.slice(0, MESSAGE_LIMITS.composerMaxLength);

/**
 * Pasting `pasted` over the selection [start, end) of `value`: the pasted text is cut so the result fits the
 * composer limit (§5). Returns the new value and where the caret goes.
 */
export function pasteInto(value: string, start: number, end: number, pasted: string): { value: string; caret: number } {
  const room = MESSAGE_LIMITS.composerMaxLength - (value.length - (end - start));
  const kept = pasted.slice(0, Math.max(0, room));
  return { value: value.slice(0, start) + kept + value.slice(end), caret: start + kept.length };
}

/** Why the composer's text cannot be sent now, or null: empty (whitespace) is simply not sent. */
export function sendProblem(text: string): 'empty' | 'tooLong' | null {
  const t = text.trim();
  if (!t) return 'empty';
  if (t.length > MESSAGE_LIMITS.typedMaxLength) return 'tooLong';
  return null;
}

export const tooLongMessage = DirectMessagesText.tooLongToSend;

/**
 * The flood rule (§5): more than `floodMessages` sends within `floodWindowMs` is refused. `allow(now)` records a
 * send and says whether it may go.
 */
export function floodGuard() {
  let sent: number[] = [];
  return {
    allow(now: number): boolean {
      sent = sent.filter((t) => now - t < MESSAGE_LIMITS.floodWindowMs);
      if (sent.length >= MESSAGE_LIMITS.floodMessages) return false;
      sent.push(now);
      return true;
    },
  };
}

/** The §5 notice that takes the composer's place, from the chat-partner info; null when the member may write. */
export function composerNotice(
  partner: Pick<ChatPartner, 'isConnection' | 'hasMessagePermission' | 'isDmCountMaxed' | 'dmQuotaUsedUp'>,
): string | null {
  if (partner.dmQuotaUsedUp) return Text.dmLimitReached;
  // isDmCountMaxed is the receiver's monthly limit for non-connections: a connection may always write.
  if (!partner.isConnection && (!partner.hasMessagePermission || partner.isDmCountMaxed)) return Text.noChatPermission;
  return null;
}
