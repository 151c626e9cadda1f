import { Prisma } from '../../platform/database/generated/client';

/**
 * The statements of direct messages, as parameterised SQL run on the pool (`PrismaService.read`). Every change
 * is one call of a SQL function of the direct_message_conversations migration, which takes the pair lock and
 * keeps the conversation counters in the same statement: one round trip, no interactive transaction.
 */

const uuid = (value: string) => Prisma.sql`${value}::uuid`;

/** A message as `dm_message_row` and the send answer it. */
export interface MessageRow {
  id: string;
  seq: number;
  sender_id: string;
  receiver_id: string;
  client_message_id: string | null;
  content: string;
  status: 'unread' | 'read';
  edited: boolean;
  created_at: Date;
  sender_first_name: string | null;
  sender_last_name: string | null;
  sender_image: string | null;
  receiver_first_name: string | null;
  receiver_last_name: string | null;
  receiver_image: string | null;
  /** Both members share read receipts: only then does the sender see 'read'. */
  receipts_shared: boolean;
}

export type SendOutcome = 'sent' | 'replayed' | 'client_id_taken' | 'not_found' | 'not_allowed' | 'quota_used_up' | 'flood';

export interface SendRow extends MessageRow {
  outcome: SendOutcome;
  sender_unread: number;
  receiver_unread: number;
}

export interface SendInput {
  senderId: string;
  receiverId: string;
  clientMessageId: string | null;
  content: string;
}

export interface FloodRule {
  messages: number;
  windowMs: number;
}

export const sendSql = ({ senderId, receiverId, clientMessageId, content }: SendInput, flood: FloodRule) =>
  Prisma.sql`SELECT * FROM send_direct_message(${uuid(senderId)}, ${uuid(receiverId)}, ${clientMessageId}::uuid,
  ${content}, ${flood.messages}::int, make_interval(secs => ${flood.windowMs / 1000}::double precision))`;

/**
 * Several sends in one statement (group commit): send_direct_message for each, in the order given, in one transaction.
 * Each call takes its pair's lock and holds it to the commit: callers order the sends by pair (`pairOrder`), so that
 * two batches take their locks in the same order and never wait on each other in a cycle. `ord` is the send's
 * position in `sends`, 1-based.
 */
export const sendManySql = (sends: SendInput[], flood: FloodRule) => Prisma.sql`
  SELECT s.ord::int, r.*
    FROM unnest(${sends.map((send) => send.senderId)}::uuid[], ${sends.map((send) => send.receiverId)}::uuid[],
                ${sends.map((send) => send.clientMessageId)}::uuid[], ${sends.map((send) => send.content)}::text[])
         WITH ORDINALITY AS s(sender, receiver, client_message, content, ord)
   CROSS JOIN LATERAL send_direct_message(s.sender, s.receiver, s.client_message, s.content, ${flood.messages}::int,
                                          make_interval(secs => ${flood.windowMs / 1000}::double precision)) r
   ORDER BY s.ord`;

/** The order in which a batch takes pair locks: by the pair's two ids, lower first; a pair's sends keep their order. */
export const pairOrder = (send: SendInput): string =>
  send.senderId < send.receiverId ? `${send.senderId}:${send.receiverId}` : `${send.receiverId}:${send.senderId}`;

export interface ReadRow {
  outcome: 'read' | 'not_found' | 'not_receiver';
  other_id: string | null;
  changed: boolean;
  receipts_shared: boolean;
  reader_unread: number;
}

export const readSql = (readerId: string, messageId: string) =>
  Prisma.sql`SELECT * FROM read_direct_messages(${uuid(readerId)}, ${uuid(messageId)})`;

export interface DeleteRow {
  outcome: 'deleted' | 'not_found' | 'not_sender';
  sender_id: string | null;
  receiver_id: string | null;
  sender_unread: number;
  receiver_unread: number;
}

export const deleteSql = (userId: string, messageId: string) =>
  Prisma.sql`SELECT * FROM delete_direct_message(${uuid(userId)}, ${uuid(messageId)})`;

export interface ArchiveRow {
  outcome: 'archived' | 'not_found';
  user_unread: number;
}

export const archiveSql = (userId: string, otherId: string) =>
  Prisma.sql`SELECT * FROM archive_direct_conversation(${uuid(userId)}, ${uuid(otherId)})`;

/** The names and images of both members, and whether they share read receipts, beside a message `m`. */
const PEOPLE = Prisma.raw(`s.first_name AS sender_first_name, s.last_name AS sender_last_name, s.image AS sender_image,
  r.first_name AS receiver_first_name, r.last_name AS receiver_last_name, r.image AS receiver_image,
  dm_receipts_shared(m.sender_id, m.receiver_id) AS receipts_shared`);
const PEOPLE_JOIN = Prisma.raw('JOIN users s ON s.id = m.sender_id JOIN users r ON r.id = m.receiver_id');
const MESSAGE_COLUMNS = Prisma.raw(`m.id::text AS id, m.seq, m.sender_id::text AS sender_id, m.receiver_id::text AS receiver_id,
  m.client_message_id::text AS client_message_id, m.content, m.status::text AS status, m.edited, m.created_at`);

export interface EditRow extends Partial<MessageRow> {
  /** The message exists, the editor is one of its members, and no block stands between them. */
  visible: boolean;
  owner_id: string | null;
}

/** The sender edits a message (content trimmed by the contract): one statement, answered with the edited message. */
export const editSql = (userId: string, messageId: string, content: string) => Prisma.sql`
  WITH target AS (
    SELECT t.sender_id FROM dm_member_message(${uuid(userId)}, ${uuid(messageId)}) t
  ), m AS (
    UPDATE messages u SET content = ${content}, edited = true, updated_at = now()
      FROM target WHERE u.id = ${uuid(messageId)} AND target.sender_id = ${uuid(userId)}
    RETURNING u.*
  )
  SELECT target.sender_id IS NOT NULL AS visible, target.sender_id::text AS owner_id, ${MESSAGE_COLUMNS}, ${PEOPLE}
    FROM (SELECT 1) one
    LEFT JOIN target ON true
    LEFT JOIN m ON true
    LEFT JOIN users s ON s.id = m.sender_id
    LEFT JOIN users r ON r.id = m.receiver_id`;

/**
 * The company a member writes for, shown as 'Admin - {company}' (§2): the partner of one of its own accounts, or the
 * company whose enabled admin group grants them DM (an employee). A member of neither has none.
 */
const chatCompanyId = (user: Prisma.Sql) => Prisma.sql`COALESCE(${user}.partner_id, dm_granting_partner(${user}.id))`;

export interface ChatCompanyRow {
  id: string;
  name: string;
}

export const chatCompanySql = (userId: string) => Prisma.sql`
  SELECT p.id::text, p.name FROM users u JOIN partners p ON p.id = ${chatCompanyId(Prisma.sql`u`)} WHERE u.id = ${uuid(userId)}`;

export interface LatestRow extends MessageRow {
  conversation_id: string;
  last_message_at: Date;
  unread_count: number;
  other_id: string;
  other_first_name: string | null;
  other_last_name: string | null;
  other_image: string | null;
  other_company_name: string | null;
  other_partner_id: string | null;
  is_connection: boolean;
  has_message_permission: boolean;
  is_dm_count_maxed: boolean;
  dm_quota_used_up: boolean;
}

export interface KeysetArgs {
  cursor: { at: Date; id: string } | null;
  limit: number;
  offset: number;
}

/**
 * The member's conversations, newest last message first (keyset on last_message_at, id): those with a message after
 * the member's archive point, with an active member, and no block either way; each with its last message and the
 * other member's chat-partner info.
 */
export const latestSql = (userId: string, { cursor, limit, offset }: KeysetArgs) => Prisma.sql`
  SELECT c.id::text AS conversation_id, c.last_message_at, cm.unread_count, ${MESSAGE_COLUMNS}, ${PEOPLE},
         o.id::text AS other_id, o.first_name AS other_first_name, o.last_name AS other_last_name, o.image AS other_image,
         COALESCE(oc.name, op.company_name) AS other_company_name, oc.id::text AS other_partner_id,
         EXISTS (SELECT 1 FROM connections k WHERE k.user_id = cm.user_id AND k.connected_user_id = o.id) AS is_connection,
         dm_has_message_permission(cm.user_id, o.id) AS has_message_permission,
         dm_quota_used_up(o.id) AS is_dm_count_maxed,
         dm_holds_dm(cm.user_id) AND dm_quota_used_up(cm.user_id) AS dm_quota_used_up
    FROM conversation_members cm
    JOIN conversations c ON c.id = cm.conversation_id
    JOIN messages m ON m.id = c.last_message_id AND m.seq > cm.archived_seq
    JOIN users o ON o.id = cm.other_user_id AND o.enabled AND NOT o.blocked
    LEFT JOIN profiles op ON op.user_id = o.id
    LEFT JOIN partners oc ON oc.id = ${chatCompanyId(Prisma.sql`o`)}
    ${PEOPLE_JOIN}
   WHERE cm.user_id = ${uuid(userId)} AND NOT dm_blocked(cm.user_id, o.id)
     ${cursor ? Prisma.sql`AND (c.last_message_at, c.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : Prisma.empty}
   ORDER BY c.last_message_at DESC, c.id DESC
   LIMIT ${limit} OFFSET ${offset}`;

export const unreadTotalSql = (userId: string) => Prisma.sql`SELECT dm_unread_total(${uuid(userId)}) AS total`;

export interface ConversationPageArgs {
  /** Newest first, before this seq; or, with `after`, oldest first from after this seq. */
  beforeSeq: number | null;
  afterSeq: number | null;
  /** Catch-up: the messages after this one (a message id of the conversation). */
  afterMessageId: string | null;
  limit: number;
  offset: number;
}

export interface ConversationMessageRow extends MessageRow {
  /** The other member is active and no block stands between the two: otherwise the conversation is not there (404). */
  readable: boolean;
  /** With `after`: the message named exists in the conversation. */
  after_found: boolean;
}

/**
 * One page of a conversation as the member sees it (after their archive point), in one statement that also says
 * whether the conversation is readable at all and whether the `after` message was found. A page row may be absent
 * (empty page): the first row is then the only one, with a null id.
 */
export const conversationSql = (userId: string, otherId: string, page: ConversationPageArgs) => {
  const catchUp = page.afterMessageId !== null || page.afterSeq !== null;
  const from = page.afterMessageId
    ? Prisma.sql`(SELECT a.seq FROM messages a WHERE a.id = ${uuid(page.afterMessageId)} AND a.conversation_id = cm.conversation_id)`
    : Prisma.sql`${page.afterSeq}::int`;
  return Prisma.sql`
    WITH pair AS (
      SELECT NOT dm_blocked(${uuid(userId)}, ${uuid(otherId)})
             AND EXISTS (SELECT 1 FROM users o WHERE o.id = ${uuid(otherId)} AND o.enabled AND NOT o.blocked) AS readable
    ), cm AS (
      SELECT cm.conversation_id, cm.archived_seq FROM conversation_members cm, pair
       WHERE cm.user_id = ${uuid(userId)} AND cm.other_user_id = ${uuid(otherId)} AND pair.readable
    ), bounds AS (
      SELECT cm.conversation_id, cm.archived_seq, ${catchUp ? from : Prisma.sql`NULL::int`} AS after_seq FROM cm
    ), page AS (
      SELECT ${MESSAGE_COLUMNS}, ${PEOPLE}
        FROM bounds b
        JOIN messages m ON m.conversation_id = b.conversation_id AND m.seq > b.archived_seq
        ${PEOPLE_JOIN}
       WHERE ${
         catchUp
           ? Prisma.sql`m.seq > b.after_seq`
           : page.beforeSeq === null
             ? Prisma.sql`true`
             : Prisma.sql`m.seq < ${page.beforeSeq}::int`
       }
       ORDER BY m.seq ${catchUp ? Prisma.raw('ASC') : Prisma.raw('DESC')}
       LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT (SELECT readable FROM pair) AS readable, EXISTS (SELECT 1 FROM bounds WHERE after_seq IS NOT NULL) AS after_found, page.*
      FROM (SELECT 1) one LEFT JOIN page ON true
     ORDER BY page.seq ${catchUp ? Prisma.raw('ASC') : Prisma.raw('DESC')}`;
};

export interface TypingRow {
  may_chat: boolean;
  both_share_typing: boolean;
}

/** Whether `userId` may tell `receiverId` they are typing: they may chat, and both share typing indicators. */
export const typingSql = (userId: string, receiverId: string) => Prisma.sql`
  SELECT NOT dm_blocked(${uuid(userId)}, ${uuid(receiverId)})
         AND (EXISTS (SELECT 1 FROM connections k WHERE k.user_id = ${uuid(userId)} AND k.connected_user_id = ${uuid(receiverId)})
              OR dm_has_message_permission(${uuid(userId)}, ${uuid(receiverId)})) AS may_chat,
         NOT EXISTS (SELECT 1 FROM preferences p WHERE p.user_id IN (${uuid(userId)}, ${uuid(receiverId)}) AND NOT p.typing_indicators)
           AS both_share_typing`;

/** One message with both members' names (after a read, for the PUT answer). */
export const messageSql = (messageId: string) => Prisma.sql`SELECT id::text AS id, seq, sender_id::text AS sender_id,
  receiver_id::text AS receiver_id, client_message_id::text AS client_message_id, content, status, edited, created_at,
  sender_first_name, sender_last_name, sender_image, receiver_first_name, receiver_last_name, receiver_image,
  receipts_shared FROM dm_message_row(${uuid(messageId)})`;
