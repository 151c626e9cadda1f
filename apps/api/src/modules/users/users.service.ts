import { Injectable } from '@nestjs/common';
import { type PublicUser, Text, type UpdateUserBody, type User } from '@nexus/contracts';
import { PrismaService } from '../../platform/database/prisma.service';
import type { AuthContext } from '../auth/auth-context';
import { toPublicUser, toUser } from './user.mapper';
import { UsersRepository } from './users.repository';
import { PolicyService } from '../../platform/policy/policy.service';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly prisma: PrismaService,
    private readonly policy: PolicyService,
  ) {}

  /** The guard has loaded the caller for this very request; no second query. */
  me(auth: AuthContext): User {
    return toUser(auth.user);
  }

  async getPublic(id: string): Promise<PublicUser> {
    const user = await this.users.findPublicById(id);
    this.policy.assertReachable(user, null, Text.userNotFound);
    return toPublicUser(user);
  }

  async update(auth: AuthContext, body: UpdateUserBody): Promise<User> {
    return toUser(await this.users.update(this.prisma, auth.user.id, body));
  }

  async welcome(auth: AuthContext): Promise<User> {
    return toUser(await this.users.update(this.prisma, auth.user.id, { welcomed: true }));
  }
}
