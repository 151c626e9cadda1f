import { Injectable } from '@nestjs/common';
import type { Prisma } from '../database/generated/client';
import { type Db, PrismaService } from '../database/prisma.service';

@Injectable()
export class PartnersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string) {
    return this.prisma.partner.findUnique({ where: { id } });
  }

  setWelcomed(id: string, welcomed: boolean) {
    return this.prisma.partner.update({ where: { id }, data: { welcomed } });
  }

  create(db: Db, data: Prisma.PartnerUncheckedCreateInput) {
    return db.partner.create({ data });
  }
}
