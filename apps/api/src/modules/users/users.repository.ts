import { Injectable } from '@nestjs/common';
import { Prisma, type User } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string) {
    return this.prisma.user.findUnique({ where: { id } });
  }

  /** What anyone may see of a user, and whether they are reachable: one SQL on the pool, no Prisma compile step. */
  async findPublicById(id: string) {
    const [row] = await this.prisma.read<
      Pick<User, 'id' | 'firstName' | 'lastName' | 'image' | 'role' | 'partnerId' | 'enabled' | 'blocked'>
    >(
      Prisma.sql`SELECT id, first_name AS "firstName", last_name AS "lastName", image, role, partner_id AS "partnerId", enabled, blocked
                   FROM users WHERE id = ${id}::uuid`,
    );
    return row;
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
