import { Injectable } from '@nestjs/common';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';

/** A platform admin's authenticator (users.totp_*): the secret, when it was confirmed, the last time step accepted. */
@Injectable()
export class AdminTotpRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The user's secret: the one stored, or `fresh` stored now when there is none (two racing sign-ins get the same). */
  async secretOf(userId: string, fresh: string): Promise<string> {
    await this.prisma.user.updateMany({ where: { id: userId, totpSecret: null }, data: { totpSecret: fresh } });
    const { totpSecret } = await this.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { totpSecret: true } });
    return totpSecret!;
  }

  /**
   * Takes `step` as the last accepted one, confirming the secret on its first code; false when that secret is no longer
   * the user's or this step (or a later one) was taken already, by a racing sign-in too.
   */
  async accept(userId: string, secret: string, step: number): Promise<boolean> {
    const taken = await this.prisma.$executeRaw(Prisma.sql`
      UPDATE users
         SET totp_last_step = ${step}, totp_enabled_at = coalesce(totp_enabled_at, now())
       WHERE id = ${userId}::uuid AND totp_secret = ${secret} AND (totp_last_step IS NULL OR totp_last_step < ${step})`);
    return taken === 1;
  }
}
