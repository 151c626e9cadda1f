import { Injectable } from '@nestjs/common';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

@Injectable()
export class NotificationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  types() {
    return this.prisma.notificationType.findMany({ orderBy: { position: 'asc' } });
  }

  typeByKey(key: string) {
    return this.prisma.notificationType.findUnique({ where: { key } });
  }

  settingsOf(userId: string) {
    return this.prisma.notificationSetting.findMany({ where: { userId } });
  }

  save(db: Db, userId: string, typeId: string, change: { email?: boolean; inApp?: boolean }) {
    return db.notificationSetting.upsert({
      where: { userId_typeId: { userId, typeId } },
      create: { userId, typeId, email: change.email ?? true, inApp: change.inApp ?? true },
      update: change,
    });
  }

  unsubscribedAllAt(userId: string) {
    return this.prisma.preference.findUnique({ where: { userId }, select: { unsubscribedAllAt: true } });
  }

  setUnsubscribedAll(db: Db, userId: string, at: Date | null) {
    return db.preference.upsert({
      where: { userId },
      create: { userId, unsubscribedAllAt: at },
      update: { unsubscribedAllAt: at },
    });
  }

  unsubscribeReasons() {
    return this.prisma.unsubscribeReason.findMany({ orderBy: { position: 'asc' }, select: { id: true, text: true } });
  }

  unsubscribeReasonExists(id: string) {
    return this.prisma.unsubscribeReason.count({ where: { id } }).then((n) => n === 1);
  }

  addUnsubscribeResponse(data: { userId: string; reasonId: string; comment?: string }) {
    return this.prisma.unsubscribeResponse.create({ data });
  }

  interactionsOf(userId: string) {
    return this.prisma.userInteraction.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, select: { name: true } });
  }

  recordInteraction(userId: string, name: string) {
    return this.prisma.userInteraction.upsert({ where: { userId_name: { userId, name } }, create: { userId, name }, update: {} });
  }
}
