import { Injectable } from '@nestjs/common';
import {
  type ApplicationStage,
  type Notification,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTING_OF,
  NotificationKind,
  pingLink,
  PingsText,
  pingText,
  plainPostText,
  trimText,
} from '@nexus/contracts';
import type { Cursor } from '../connections/cursor';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

export interface PingRow {
  id: string;
  kind: NotificationKind;
  actor_id: string | null;
  partner_id: string | null;
  post_id: string | null;
  comment_id: string | null;
  data: { preview?: string; stage?: ApplicationStage; eventId?: string } | null;
  read: boolean;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  headline: string | null;
  company_name: string | null;
  post_content: string | null;
  comment_content: string | null;
}

/** What delivering a ping to `userId` may do: nothing when `deliverable` is false (gone, blocked, no such post…). */
export interface Recipient {
  deliverable: boolean;
  email: string;
  in_app: boolean;
  by_email: boolean;
  /** Pushed to the member's devices: the in-app switch is on and they subscribed at least one device. */
  by_push: boolean;
}

/** A receiver's unread burst of messages from one sender (a `message_pings_due` row). */
export interface Burst {
  receiverId: string;
  senderId: string;
}

/** An unread burst that needs its 'message' ping (PingsRepository.burstsToPing). */
export interface BurstPingRow extends Burst {
  seq: number;
  content: string;
  email: string;
  inApp: boolean;
  byEmail: boolean;
  byPush: boolean;
  unreadBefore: number;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  headline: string | null;
}

/** What a ping is about, with the id `notify` chose for it (a retried job writes it once). `userId` gets it; `actorId` caused it. */
export interface PingInsert {
  id: string;
  userId: string;
  kind: NotificationKind;
  actorId?: string;
  partnerId?: string;
  postId?: string;
  commentId?: string;
  data?: Record<string, unknown>;
}

/** Neither blocked the other. */
const noBlock = (a: Prisma.Sql, b: Prisma.Sql) => Prisma.sql`NOT EXISTS (
  SELECT 1 FROM blocks k WHERE (k.blocker_id = ${a} AND k.blocked_id = ${b}) OR (k.blocker_id = ${b} AND k.blocked_id = ${a}))`;

/**
 * Moderation pings carry their own words (the report's outcome, the admin's why, the suspension's end), not a quote
 * of someone's post: said whole, never cut at TEXT_TRIM_LENGTH.
 */
const WHOLE_PREVIEW: ReadonlySet<NotificationKind> = new Set([
  NotificationKind.ReportOutcome,
  NotificationKind.ContentRemoved,
  NotificationKind.AccountSuspended,
]);

/** Moderation's own pings (a report's outcome, content removed, a suspension) name the content on purpose. */
const MODERATION_KINDS = NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_SETTING_OF[kind] === 'moderation');

/**
 * The ping is not about a post or comment that moderation hides from `user` (posts' `post_shown`, comments'
 * `content_shown`): such pings are left out of the list and the count, and not delivered.
 */
const aboutShown = (user: Prisma.Sql, kind: Prisma.Sql, postId: Prisma.Sql, commentId: Prisma.Sql) => Prisma.sql`(
  ${kind}::text = ANY(${MODERATION_KINDS}::text[])
  OR (NOT EXISTS (SELECT 1 FROM posts hp WHERE hp.id = ${postId}
                     AND NOT post_shown(${user}, hp.author_id, hp.partner_id, hp.hidden_at))
      AND NOT EXISTS (SELECT 1 FROM comments hc WHERE hc.id = ${commentId}
                         AND NOT content_shown(${user}, hc.author_id, hc.hidden_at))))`;

const pingAboutShown = aboutShown(Prisma.sql`n.user_id`, Prisma.sql`n.kind`, Prisma.sql`n.post_id`, Prisma.sql`n.comment_id`);

/** A ping's text and link are made on read, from its kind and what it is about as they are now. */
export function toNotification(r: PingRow): Notification {
  const actor = r.actor_id
    ? { id: r.actor_id, firstName: r.first_name, lastName: r.last_name, image: r.image, headline: r.headline }
    : null;
  const actorName = [r.first_name, r.last_name].filter(Boolean).join(' ') || PingsText.someone;
  const quoted = r.comment_content ?? r.post_content ?? r.data?.preview ?? null;
  return {
    id: r.id,
    kind: r.kind,
    actor,
    company: r.partner_id && r.company_name ? { id: r.partner_id, name: r.company_name } : null,
    postId: r.post_id,
    commentId: r.comment_id,
    text: pingText(r.kind, {
      actor: actorName,
      company: r.company_name,
      preview: quoted ? (WHOLE_PREVIEW.has(r.kind) ? quoted : trimText(plainPostText(quoted))) : null,
      onComment: r.comment_id !== null,
      stage: r.data?.stage ?? null,
    }),
    link: pingLink(r.kind, {
      actorId: r.actor_id,
      partnerId: r.partner_id,
      postId: r.post_id,
      eventId: r.data?.eventId ?? null,
    }),
    read: r.read,
    createdAt: r.created_at.toISOString(),
  };
}

/** The due row `d` is not of one of these members (an anti-join: a list of every member online stays cheap). */
const away = (online: string[]) =>
  Prisma.sql`NOT EXISTS (SELECT 1 FROM unnest(${online}::uuid[]) AS o(id) WHERE o.id = d.receiver_id)`;

/**
 * A 'message' ping already announces the unread messages of `cm` (a conversation_members row): one after its read
 * point, or after the point it deleted the conversation at ('Delete Conversation' reads nothing, but ends the burst).
 */
const ANNOUNCED = Prisma.raw(`EXISTS (SELECT 1 FROM notifications n
   WHERE n.user_id = cm.user_id AND n.actor_id = cm.other_user_id AND n.kind = 'message'
     AND (n.data->>'seq')::int > GREATEST(cm.last_read_seq, cm.archived_seq))`);

/** The member `u` subscribed a device for web push: only then is a push job queued with their ping. */
const HAS_PUSH_DEVICE = Prisma.raw(`EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = u.id)`);

/** notifications: a member's pings. Pings from a member they now block, or who blocks them, are not shown. */
@Injectable()
export class PingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The view of pings from `source` (the table, or one ping not written), with who and what they are about. */
  private select(where: Prisma.Sql, limit: number, source: Prisma.Sql = Prisma.sql`notifications`) {
    return Prisma.sql`
      SELECT n.id::text, n.kind::text, n.actor_id::text, n.partner_id::text, n.post_id::text, n.comment_id::text, n.data,
             n.read_at IS NOT NULL AS read, n.created_at, a.first_name, a.last_name, a.image, pr.headline,
             c.name AS company_name, p.content AS post_content, cm.content AS comment_content
        FROM ${source} n
        LEFT JOIN users a ON a.id = n.actor_id
        LEFT JOIN profiles pr ON pr.user_id = n.actor_id
        LEFT JOIN partners c ON c.id = n.partner_id
        LEFT JOIN posts p ON p.id = n.post_id
        LEFT JOIN comments cm ON cm.id = n.comment_id
       WHERE ${where} AND (n.actor_id IS NULL OR ${noBlock(Prisma.sql`n.user_id`, Prisma.sql`n.actor_id`)})
         AND ${pingAboutShown}
       ORDER BY n.created_at DESC, n.id DESC
       LIMIT ${limit}`;
  }

  /** One keyset page, newest first, read with `limit` = page size + 1. */
  page(userId: string, cursor: Cursor | null, limit: number): Promise<PingRow[]> {
    const after = cursor ? Prisma.sql`AND (n.created_at, n.id) < (${cursor.at}, ${cursor.id}::uuid)` : Prisma.empty;
    const query = this.select(Prisma.sql`n.user_id = ${userId}::uuid ${after}`, limit);
    return this.prisma.read<PingRow>(query, cursor ? 'pings-page-after' : 'pings-page');
  }

  async one(db: Db, id: string): Promise<PingRow | undefined> {
    const [row] = await db.$queryRaw<PingRow[]>(this.select(Prisma.sql`n.id = ${id}::uuid`, 1));
    return row;
  }

  /**
   * The view of a ping that is not written (its member has in-app pings off but e-mails on); none when a block came
   * between the two members meanwhile.
   */
  async preview(db: Db, p: PingInsert): Promise<PingRow | undefined> {
    const source = Prisma.sql`(SELECT ${p.id}::uuid AS id, ${p.userId}::uuid AS user_id, ${p.kind}::text AS kind,
      ${p.actorId ?? null}::uuid AS actor_id, ${p.partnerId ?? null}::uuid AS partner_id, ${p.postId ?? null}::uuid AS post_id,
      ${p.commentId ?? null}::uuid AS comment_id, ${JSON.stringify(p.data ?? {})}::jsonb AS data,
      NULL::timestamptz AS read_at, now() AS created_at)`;
    const [row] = await db.$queryRaw<PingRow[]>(this.select(Prisma.sql`true`, 1, source));
    return row;
  }

  private unreadSql(userId: string) {
    return Prisma.sql`
      SELECT count(*)::int AS count FROM notifications n
       WHERE n.user_id = ${userId}::uuid AND n.read_at IS NULL
         AND (n.actor_id IS NULL OR ${noBlock(Prisma.sql`n.user_id`, Prisma.sql`n.actor_id`)})
         AND ${pingAboutShown}`;
  }

  async unreadCount(userId: string, db?: Db): Promise<number> {
    const rows = db
      ? await db.$queryRaw<{ count: number }[]>(this.unreadSql(userId))
      : await this.prisma.read<{ count: number }>(this.unreadSql(userId), 'pings-unread');
    return rows[0]!.count;
  }

  /** Marks the member's own ping read; whose it is: 'mine', 'other' (another member's) or 'none'. */
  async markRead(userId: string, id: string): Promise<'mine' | 'other' | 'none'> {
    const [row] = await this.prisma.read<{ owner: string }>(Prisma.sql`
      WITH marked AS (
        UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = ${id}::uuid AND user_id = ${userId}::uuid
        RETURNING user_id)
      SELECT user_id::text AS owner FROM marked
      UNION ALL
      SELECT user_id::text FROM notifications WHERE id = ${id}::uuid AND NOT EXISTS (SELECT 1 FROM marked)`);
    return !row ? 'none' : row.owner === userId ? 'mine' : 'other';
  }

  async markAllRead(userId: string): Promise<void> {
    await this.prisma.read(Prisma.sql`
      UPDATE notifications SET read_at = now() WHERE user_id = ${userId}::uuid AND read_at IS NULL`);
  }

  /**
   * Whether `userId` gets this ping, and by which channels (no settings row: both on; a one-click unsubscribe stops
   * every e-mail). Never to a member who is gone, about their own action, across a block, or about a deleted post (or
   * one moderation hides from them).
   */
  async recipient(db: Db, p: PingInsert): Promise<Recipient> {
    const actor = p.actorId ?? null;
    const [row] = await db.$queryRaw<Recipient[]>(Prisma.sql`
      SELECT (u.enabled AND NOT u.blocked
              AND (${actor}::uuid IS NULL OR (${actor}::uuid <> u.id
                   AND EXISTS (SELECT 1 FROM users a WHERE a.id = ${actor}::uuid AND a.enabled AND NOT a.blocked)
                   AND ${noBlock(Prisma.sql`u.id`, Prisma.sql`${actor}::uuid`)}))
              AND (${p.postId ?? null}::uuid IS NULL OR EXISTS (SELECT 1 FROM posts WHERE id = ${p.postId ?? null}::uuid))
              AND (${p.partnerId ?? null}::uuid IS NULL OR EXISTS (SELECT 1 FROM partners WHERE id = ${p.partnerId ?? null}::uuid))
              AND ${aboutShown(Prisma.sql`u.id`, Prisma.sql`${p.kind}`, Prisma.sql`${p.postId ?? null}::uuid`, Prisma.sql`${p.commentId ?? null}::uuid`)}
             ) AS deliverable,
             u.username AS email,
             coalesce(s.in_app, true) AS in_app,
             coalesce(s.email, true) AND pf.unsubscribed_all_at IS NULL AS by_email,
             coalesce(s.in_app, true) AND ${HAS_PUSH_DEVICE} AS by_push
        FROM users u
        LEFT JOIN notification_types t ON t.key = ${NOTIFICATION_SETTING_OF[p.kind]}
        LEFT JOIN notification_settings s ON s.user_id = u.id AND s.type_id = t.id
        LEFT JOIN preferences pf ON pf.user_id = u.id
       WHERE u.id = ${p.userId}::uuid`);
    return row ?? { deliverable: false, email: '', in_app: false, by_email: false, by_push: false };
  }

  /** Writes the ping once: a retry of the same job (same id) writes nothing and answers false. */
  async insert(db: Db, p: PingInsert): Promise<boolean> {
    const inserted = await db.$executeRaw(Prisma.sql`
      INSERT INTO notifications (id, user_id, kind, actor_id, partner_id, post_id, comment_id, data)
      VALUES (${p.id}::uuid, ${p.userId}::uuid, ${p.kind}::"NotificationKind", ${p.actorId ?? null}::uuid,
              ${p.partnerId ?? null}::uuid, ${p.postId ?? null}::uuid, ${p.commentId ?? null}::uuid,
              ${JSON.stringify(p.data ?? {})}::jsonb)
      ON CONFLICT (id) DO NOTHING`);
    return inserted === 1;
  }

  /** The enabled accounts of a company (`users.partner_id`): who hears that someone followed it. */
  async partnerAccounts(partnerId: string): Promise<string[]> {
    const rows = await this.prisma.read<{ id: string }>(Prisma.sql`
      SELECT id::text FROM users WHERE partner_id = ${partnerId}::uuid AND enabled AND NOT blocked`);
    return rows.map((r) => r.id);
  }

  /** How many unread bursts that began at or before `dueBy` wait for their ping, per receiver. */
  async dueMessagePingsByReceiver(dueBy: Date): Promise<Map<string, number>> {
    const rows = await this.prisma.read<{ id: string; count: number }>(Prisma.sql`
      SELECT receiver_id::text AS id, count(*)::int AS count FROM message_pings_due
       WHERE since <= ${dueBy} GROUP BY receiver_id`);
    return new Map(rows.map((r) => [r.id, r.count]));
  }

  /**
   * Takes (locks, for the transaction) up to `limit` unread bursts of members not `online` that began at or before
   * `dueBy` and wait for their ping, oldest first; rows another sweep holds are skipped, so two sweeps never take the
   * same burst. Each says whether the receiver still has the sender's messages unread, and whether a ping already
   * announces them (a partly read burst is due again). `burstsToPing` decides with all it needs to deliver; this only
   * spares it the bursts that cannot need a ping. `settleDueMessagePings` ends the take.
   */
  takeDueMessagePings(db: Db, dueBy: Date, online: string[], limit: number) {
    return db.$queryRaw<(Burst & { unread: boolean; announced: boolean })[]>(Prisma.sql`
      SELECT d.receiver_id::text AS "receiverId", d.sender_id::text AS "senderId",
             cm.user_id IS NOT NULL AS unread, cm.user_id IS NOT NULL AND ${ANNOUNCED} AS announced
        FROM (SELECT receiver_id, sender_id FROM message_pings_due d
               WHERE since <= ${dueBy} AND ${away(online)}
               ORDER BY since LIMIT ${limit}
               FOR UPDATE SKIP LOCKED) d
        LEFT JOIN conversation_members cm
          ON cm.user_id = d.receiver_id AND cm.other_user_id = d.sender_id AND cm.unread_count > 0`);
  }

  /**
   * Ends the take of bursts: the `announced` ones keep their rows without a time until the receiver reads (the burst's
   * later messages find them and add nothing); the other `taken` rows go (read since, or no ping for them: a block, a
   * closed account).
   */
  async settleDueMessagePings(db: Db, taken: Burst[], announced: Burst[]): Promise<void> {
    if (taken.length === 0) return;
    await db.$executeRaw(Prisma.sql`
      WITH announced AS (
        UPDATE message_pings_due d SET since = NULL
          FROM unnest(${announced.map((b) => b.receiverId)}::uuid[], ${announced.map((b) => b.senderId)}::uuid[])
               AS a(receiver_id, sender_id)
         WHERE d.receiver_id = a.receiver_id AND d.sender_id = a.sender_id
        RETURNING d.receiver_id, d.sender_id
      )
      DELETE FROM message_pings_due d
       USING unnest(${taken.map((b) => b.receiverId)}::uuid[], ${taken.map((b) => b.senderId)}::uuid[])
             AS t(receiver_id, sender_id)
       WHERE d.receiver_id = t.receiver_id AND d.sender_id = t.sender_id
         AND NOT EXISTS (SELECT 1 FROM announced a WHERE a.receiver_id = t.receiver_id AND a.sender_id = t.sender_id)`);
  }

  /**
   * For unread bursts (receiver, sender) whose delay has passed, the ones that need a 'message' ping now, with all
   * that delivering it takes, in one statement: the receiver still has unread messages from the sender (the chat was
   * not open), no ping announces them yet, both members are active and neither blocks the other. Each answers the
   * newest unread message (the ping's seq and preview), the receiver's ping settings and unread pings before this one,
   * and the sender as a ping shows them.
   *
   * No pair lock: the sweep that asks has taken the bursts' due rows (no other sweep holds them), and a ping a moment
   * after the receiver read the burst only says what they have just seen.
   */
  burstsToPing(db: Db, bursts: Burst[]) {
    // The receiver's unread pings are counted once per receiver, not once per burst: a member who has not read their
    // pings for a while makes that count the largest part of the statement, and has several bursts in a sweep.
    return db.$queryRaw<BurstPingRow[]>(Prisma.sql`
      WITH due AS (
        SELECT DISTINCT * FROM unnest(${bursts.map((b) => b.receiverId)}::uuid[], ${bursts.map((b) => b.senderId)}::uuid[])
          AS d(receiver_id, sender_id)
      ), found AS (
        SELECT d.receiver_id, d.sender_id, m.seq, m.content, u.username AS email, coalesce(s.in_app, true) AS in_app,
               coalesce(s.email, true) AND pf.unsubscribed_all_at IS NULL AS by_email,
               coalesce(s.in_app, true) AND ${HAS_PUSH_DEVICE} AS by_push,
               a.first_name, a.last_name, a.image, pr.headline
          FROM due d
          JOIN conversation_members cm ON cm.user_id = d.receiver_id AND cm.other_user_id = d.sender_id AND cm.unread_count > 0
          JOIN LATERAL (SELECT seq, content FROM messages
                         WHERE conversation_id = cm.conversation_id AND sender_id = cm.other_user_id
                           AND seq > cm.last_read_seq
                         ORDER BY seq DESC LIMIT 1) m ON true
          JOIN users u ON u.id = d.receiver_id AND u.enabled AND NOT u.blocked
          JOIN users a ON a.id = d.sender_id AND a.enabled AND NOT a.blocked
          LEFT JOIN profiles pr ON pr.user_id = a.id
          LEFT JOIN notification_types t ON t.key = ${NOTIFICATION_SETTING_OF[NotificationKind.Message]}
          LEFT JOIN notification_settings s ON s.user_id = u.id AND s.type_id = t.id
          LEFT JOIN preferences pf ON pf.user_id = u.id
         WHERE NOT ${ANNOUNCED} AND ${noBlock(Prisma.sql`u.id`, Prisma.sql`a.id`)}
      ), unread AS (
        SELECT r.receiver_id,
               (SELECT count(*) FROM notifications n
                 WHERE n.user_id = r.receiver_id AND n.read_at IS NULL
                   AND (n.actor_id IS NULL OR ${noBlock(Prisma.sql`n.user_id`, Prisma.sql`n.actor_id`)})
                   AND ${pingAboutShown})::int AS before
          FROM (SELECT DISTINCT receiver_id FROM found) r
      )
      SELECT f.receiver_id::text AS "receiverId", f.sender_id::text AS "senderId", f.seq, f.content, f.email,
             f.in_app AS "inApp", f.by_email AS "byEmail", f.by_push AS "byPush", c.before AS "unreadBefore",
             f.first_name, f.last_name, f.image, f.headline
        FROM found f JOIN unread c ON c.receiver_id = f.receiver_id`);
  }

  /** Writes pings in one statement; one already written (a retried job, same id) is left as it is. */
  async insertMany(db: Db, pings: PingInsert[]): Promise<void> {
    if (pings.length === 0) return;
    const column = <T>(of: (p: PingInsert) => T) => pings.map(of);
    await db.$executeRaw(Prisma.sql`
      INSERT INTO notifications (id, user_id, kind, actor_id, partner_id, post_id, comment_id, data)
      SELECT id, user_id, kind::"NotificationKind", actor_id, partner_id, post_id, comment_id, data
        FROM unnest(${column((p) => p.id)}::uuid[], ${column((p) => p.userId)}::uuid[], ${column((p) => p.kind)}::text[],
                    ${column((p) => p.actorId ?? null)}::uuid[], ${column((p) => p.partnerId ?? null)}::uuid[],
                    ${column((p) => p.postId ?? null)}::uuid[], ${column((p) => p.commentId ?? null)}::uuid[],
                    ${column((p) => JSON.stringify(p.data ?? {}))}::jsonb[])
          AS p(id, user_id, kind, actor_id, partner_id, post_id, comment_id, data)
      ON CONFLICT (id) DO NOTHING`);
  }
}
