import { Injectable } from '@nestjs/common';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER, type PushSubscriptionBody } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';

export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** push_subscriptions: the devices a member receives web push on, each endpoint once. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Saves a device for the member, in one statement: an endpoint saved before (by them, or by whoever was signed in on
   * that browser) becomes theirs with the keys it has now, and past PUSH_SUBSCRIPTIONS_PER_MEMBER devices the least
   * recently used go. Answers the subscription's id.
   */
  async save(userId: string, { endpoint, keys }: PushSubscriptionBody): Promise<string> {
    const [row] = await this.prisma.read<{ id: string }>(Prisma.sql`
      WITH saved AS (
        INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth)
        VALUES (gen_random_uuid(), ${userId}::uuid, ${endpoint}, ${keys.p256dh}, ${keys.auth})
        ON CONFLICT (endpoint) DO UPDATE
          SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now(), last_used_at = NULL
        RETURNING id
      ), over AS (
        DELETE FROM push_subscriptions
         WHERE id IN (
           SELECT id FROM push_subscriptions
            WHERE user_id = ${userId}::uuid AND id NOT IN (SELECT id FROM saved)
            ORDER BY coalesce(last_used_at, created_at) DESC, id
           OFFSET ${PUSH_SUBSCRIPTIONS_PER_MEMBER - 1}
         )
      )
      SELECT id::text AS id FROM saved`);
    return row!.id;
  }

  /** Removes the member's subscription at `endpoint`; false when there is none of theirs. */
  async remove(userId: string, endpoint: string): Promise<boolean> {
    const removed = await this.prisma.read(Prisma.sql`
      DELETE FROM push_subscriptions WHERE endpoint = ${endpoint} AND user_id = ${userId}::uuid RETURNING id`);
    return removed.length > 0;
  }

  ofUser(userId: string): Promise<PushSubscriptionRow[]> {
    return this.prisma.read<PushSubscriptionRow>(
      Prisma.sql`SELECT id::text AS id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ${userId}::uuid`,
      'push-subscriptions-of-user',
    );
  }

  /** After a send: the devices that took it are marked used, the ones the push service says are gone deleted. */
  async settle(used: string[], gone: string[]): Promise<void> {
    if (used.length === 0 && gone.length === 0) return;
    await this.prisma.read(Prisma.sql`
      WITH used AS (
        UPDATE push_subscriptions SET last_used_at = now() WHERE id = ANY(${used}::uuid[])
      )
      DELETE FROM push_subscriptions WHERE id = ANY(${gone}::uuid[])`);
  }
}
