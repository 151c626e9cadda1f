import { Injectable } from '@nestjs/common';
import {
  type NotificationSetting,
  type NotificationSettings,
  type NotificationType,
  type Ok,
  Text,
  type UnsubscribeReason,
  WEEKLY_DIGEST_SETTING,
} from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import { PrismaService } from '../../platform/database/prisma.service';
import { NotificationsRepository } from './notifications.repository';
import { UnsubscribeService } from './unsubscribe.service';

type SettingChange = { typeId: string; email?: boolean; inApp?: boolean };

@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly unsubscribe: UnsubscribeService,
    private readonly prisma: PrismaService,
  ) {}

  async types(): Promise<NotificationType[]> {
    return (await this.notifications.types()).map(({ id, key, name, description }) => ({ id, key, name, description }));
  }

  async settings(userId: string): Promise<NotificationSettings> {
    const [types, saved, unsubscribed] = await Promise.all([
      this.notifications.types(),
      this.notifications.settingsOf(userId),
      this.unsubscribe.isUnsubscribed(userId),
    ]);
    const byType = new Map(saved.map((s) => [s.typeId, s]));
    return {
      unsubscribedAll: unsubscribed,
      settings: types.map((t) => ({
        typeId: t.id,
        key: t.key,
        name: t.name,
        description: t.description,
        email: byType.get(t.id)?.email ?? true,
        inApp: byType.get(t.id)?.inApp ?? true,
      })),
    };
  }

  async save(userId: string, change: SettingChange): Promise<NotificationSetting> {
    const settings = await this.saveAll(userId, [change]);
    return settings.settings.find((s) => s.typeId === change.typeId)!;
  }

  /** Switching any e-mail back on undoes a one-click unsubscribe: the member chose again. */
  async saveAll(userId: string, changes: SettingChange[]): Promise<NotificationSettings> {
    const known = new Set((await this.notifications.types()).map((t) => t.id));
    changes.forEach((change, index) => {
      if (!known.has(change.typeId))
        throw AppError.invalid(changes.length > 1 ? `settings.${index}.typeId` : 'typeId', 'is not a notification type');
    });
    await this.prisma.$transaction(async (tx) => {
      for (const { typeId, ...change } of changes) await this.notifications.save(tx, userId, typeId, change);
      if (changes.some((c) => c.email === true)) await this.notifications.setUnsubscribedAll(tx, userId, null);
    });
    return this.settings(userId);
  }

  async unsubscribeAll(userId: string, token: string): Promise<Ok> {
    await this.unsubscribe.unsubscribeAll(userId, token);
    return { message: 'You will not receive e-mails from Nexus any more, except the ones your account needs.' };
  }

  async unsubscribeFrom(userId: string, typeKey: string, token: string): Promise<Ok> {
    await this.unsubscribe.unsubscribeFrom(userId, typeKey, token);
    return { message: typeKey === WEEKLY_DIGEST_SETTING ? Text.digestUnsubscribed : Text.typeUnsubscribed };
  }

  unsubscribeReasons(): Promise<UnsubscribeReason[]> {
    return this.notifications.unsubscribeReasons();
  }

  async recordUnsubscribeReason(body: { userId: string; token: string; reasonId: string; comment?: string }): Promise<Ok> {
    this.unsubscribe.check(body.userId, body.token);
    if (!(await this.notifications.unsubscribeReasonExists(body.reasonId)))
      throw AppError.invalid('reasonId', 'is not a reason to choose');
    await this.notifications.addUnsubscribeResponse({ userId: body.userId, reasonId: body.reasonId, comment: body.comment });
    return { message: 'Thank you for telling us' };
  }

  async interactions(userId: string) {
    return { names: (await this.notifications.interactionsOf(userId)).map((i) => i.name) };
  }

  async recordInteraction(userId: string, name: string) {
    await this.notifications.recordInteraction(userId, name);
    return this.interactions(userId);
  }
}
