import { Injectable } from '@nestjs/common';
import type { Prisma } from '../database/generated/client';
import { type Db, PrismaService } from '../database/prisma.service';

@Injectable()
export class PartnersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string) {
    return this.prisma.partner.findUnique({ where: { id } });
  }

  create(db: Db, data: Prisma.PartnerUncheckedCreateInput) {
    return db.partner.create({ data });
  }
}
