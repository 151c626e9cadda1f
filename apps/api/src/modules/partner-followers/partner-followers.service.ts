import { Injectable } from '@nestjs/common';
import {
  type FollowedCompaniesQuery,
  type FollowedCompany,
  type Follow,
  type Follower,
  type FollowersQuery,
  NotificationKind,
  type Ok,
  Text,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { toCard } from '../connections/connection-lists.service';
import { type Dir, pageArgs } from '../connections/connections.sql';
import { pageFrom } from '../connections/cursor';
import { PingsService } from '../notifications/pings.service';
import { PartnerFollowersRepository } from './partner-followers.repository';

const toFollow = (f: { id: string; partnerId: string; userId: string; createdAt: Date; updatedAt: Date }): Follow => ({
  id: f.id,
  partnerId: f.partnerId,
  userId: f.userId,
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});

/** Following company pages. The route table lets a member act only for themselves (self('userId')). */
@Injectable()
export class PartnerFollowersService {
  constructor(
    private readonly follows: PartnerFollowersRepository,
    private readonly pings: PingsService,
  ) {}

  async follow(partnerId: string, userId: string): Promise<Follow> {
    const row = await this.follows.follow(partnerId, userId);
    if (!row) throw AppError.notFound(Text.companyNotFound);
    // The company's own accounts hear of a new follower; following again is the same follow, and tells nobody.
    if (row.created) await this.pings.notifyPartnerAccounts(partnerId, { kind: NotificationKind.CompanyFollow, actorId: userId });
    return toFollow(row);
  }

  async get(partnerId: string, userId: string): Promise<Follow | null> {
    const row = await this.follows.find(partnerId, userId);
    return row ? toFollow(row) : null;
  }

  /** Only the member who follows may unfollow: whose follow it is is data, so it is checked here. */
  async unfollow(auth: AuthContext, id: string): Promise<Ok> {
    const row = await this.follows.findById(id);
    if (!row) throw AppError.notFound(Text.followNotFound);
    if (row.userId !== auth.user.id) throw AppError.forbidden(Text.onlyFollowerUnfollows);
    if (!(await this.follows.remove(id, auth.user.id))) throw AppError.notFound(Text.followNotFound);
    return { message: 'Unfollowed' };
  }

  async followers(partnerId: string, query: FollowersQuery) {
    const rows = await this.follows.followers(partnerId, pageArgs(query, query.dir as Dir));
    if (rows.length === 0 && !(await this.follows.partnerExists(partnerId))) throw AppError.notFound(Text.companyNotFound);
    return pageFrom(
      rows,
      query.pageSize,
      (r) => [r.at, r.follow_id],
      (r): Follower => ({ followId: r.follow_id, followedAt: r.at.toISOString(), member: toCard(r) }),
    );
  }

  async following(userId: string, query: FollowedCompaniesQuery) {
    const rows = await this.follows.following(userId, pageArgs(query, query.dir as Dir));
    return pageFrom(
      rows,
      query.pageSize,
      (r) => [r.at, r.follow_id],
      (r): FollowedCompany => ({
        id: r.id,
        name: r.name,
        type: r.type,
        logo: r.logo,
        industry: r.industry,
        followId: r.follow_id,
        followedAt: r.at.toISOString(),
      }),
    );
  }
}
