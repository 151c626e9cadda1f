import { Injectable } from '@nestjs/common';
import { type PublicUser, Text, type UpdateUserBody, type User } from '@nexus/contracts';
import { AppError } from '../common/errors/app-error';
import { PrismaService } from '../database/prisma.service';
import type { AuthContext } from '../auth/auth-context';
import { toPublicUser, toUser } from './user.mapper';
import { isActiveMember } from './active-member';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly prisma: PrismaService,
  ) {}

  /** The guard has loaded the caller for this very request; no second query. */
  me(auth: AuthContext): User {
    return toUser(auth.user);
  }

  async getPublic(id: string): Promise<PublicUser> {
    const user = await this.users.findById(id);
    if (!isActiveMember(user)) throw AppError.notFound(Text.userNotFound);
    return toPublicUser(user);
  }

  async update(auth: AuthContext, body: UpdateUserBody): Promise<User> {
    return toUser(await this.users.update(this.prisma, auth.user.id, body));
  }

  async welcome(auth: AuthContext): Promise<User> {
    return toUser(await this.users.update(this.prisma, auth.user.id, { welcomed: true }));
  }
}
