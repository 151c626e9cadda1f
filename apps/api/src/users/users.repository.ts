import { Injectable } from '@nestjs/common';
import type { Prisma } from '../database/generated/client';
import { type Db, PrismaService } from '../database/prisma.service';

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string) {
    return this.prisma.user.findUnique({ where: { id } });
  }

  /** The user with the company name of their profile. */
  findWithProfile(id: string) {
    return this.prisma.user.findUnique({ where: { id }, include: { profile: { select: { companyName: true } } } });
  }

  findByUsername(username: string) {
    return this.prisma.user.findUnique({ where: { username } });
  }

  create(db: Db, data: Prisma.UserUncheckedCreateInput) {
    return db.user.create({ data });
  }

  update(db: Db, id: string, data: Prisma.UserUncheckedUpdateInput) {
    return db.user.update({ where: { id }, data });
  }

  count() {
    return this.prisma.user.count();
  }
}
