import { Injectable } from '@nestjs/common';
import type { SsoType } from '@nexus/contracts';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

@Injectable()
export class SsoIdentitiesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The user a provider's subject signed in as before. */
  async findUser(provider: SsoType, subject: string) {
    const identity = await this.prisma.ssoIdentity.findUnique({
      where: { provider_subject: { provider, subject } },
      include: { user: true },
    });
    return identity?.user ?? null;
  }

  /** Links the subject to the user; linking it again (two tabs finishing together) is a no-op. */
  link(db: Db, data: { provider: SsoType; subject: string; userId: string; email: string }) {
    return db.ssoIdentity.upsert({
      where: { provider_subject: { provider: data.provider, subject: data.subject } },
      create: data,
      update: {},
    });
  }
}
