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

  link(userId: string): string {
    return `${this.config.appUrl}/unsubscribe?user=${userId}&token=${this.tokenFor(userId)}`;
  }

  check(userId: string, token: string): void {
    if (!this.tokens.matches(`unsubscribe:${userId}`, token)) throw new AppError(ErrorCode.InvalidToken, Text.tokenInvalid);
  }

  async unsubscribeAll(userId: string, token: string): Promise<void> {
    this.check(userId, token);
    await this.notifications.setUnsubscribedAll(this.prisma, userId, new Date());
  }

  async isUnsubscribed(userId: string): Promise<boolean> {
    return Boolean((await this.notifications.unsubscribedAllAt(userId))?.unsubscribedAllAt);
  }

  private tokenFor(userId: string): string {
    return this.tokens.hash(`unsubscribe:${userId}`);
  }
}
