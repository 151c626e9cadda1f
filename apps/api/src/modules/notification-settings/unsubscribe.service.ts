import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, Text } from '@nexus/contracts';
import { TokensService } from '../auth/tokens.service';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PrismaService } from '../../platform/database/prisma.service';
import { NotificationsRepository } from './notifications.repository';

/**
 * The unsubscribe link in every e-mail carries a token signed for that member, so one click works
 * without logging in, and nobody can unsubscribe someone else.
 */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly tokens: TokensService,
    private readonly notifications: NotificationsRepository,
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The one-click link: from everything, or with `typeKey` (a notification setting) from that kind of e-mail only. */
  link(userId: string, typeKey?: string): string {
    const type = typeKey ? `&type=${typeKey}` : '';
    return `${this.config.appUrl}/unsubscribe?user=${userId}&token=${this.tokenFor(userId)}${type}`;
  }

  check(userId: string, token: string): void {
    if (!this.tokens.matches(`unsubscribe:${userId}`, token)) throw new AppError(ErrorCode.InvalidToken, Text.tokenInvalid);
  }

  async unsubscribeAll(userId: string, token: string): Promise<void> {
    this.check(userId, token);
    await this.notifications.setUnsubscribedAll(this.prisma, userId, new Date());
  }

  /** Switches the e-mail of one notification setting off (the weekly digest's link); its in-app switch stays. */
  async unsubscribeFrom(userId: string, typeKey: string, token: string): Promise<void> {
    this.check(userId, token);
    const type = await this.notifications.typeByKey(typeKey);
    if (!type) throw AppError.invalid('key', 'is not a notification type');
    await this.notifications.save(this.prisma, userId, type.id, { email: false });
  }

  async isUnsubscribed(userId: string): Promise<boolean> {
    return Boolean((await this.notifications.unsubscribedAllAt(userId))?.unsubscribedAllAt);
  }

  private tokenFor(userId: string): string {
    return this.tokens.hash(`unsubscribe:${userId}`);
  }
}
