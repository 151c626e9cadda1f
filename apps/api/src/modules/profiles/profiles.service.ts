import { Inject, Injectable } from '@nestjs/common';
import {
  type EngagementMetrics,
  type Experience,
  type ExperienceBody,
  type PeerQrCode,
  PROFILE_LIMITS,
  type Profile,
  Text,
  type UpdateProfileBody,
} from '@nexus/contracts';
import QRCode from 'qrcode';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { ConnectionStateService } from '../connections/connection-state.service';
import { EngagementRepository } from './engagement.repository';
import { type ExperienceData, ExperiencesRepository } from './experiences.repository';
import { toDateColumn, toExperience, toProfile } from './profile.mapper';
import { ProfileViewsRepository } from './profile-views.repository';
import { ProfilesRepository } from './profiles.repository';
import { PolicyService } from '../../platform/policy/policy.service';

/** The same answer as for a user that does not exist (GET /user/any/:id), so a block reveals nothing. */
const EXPERIENCE_NOT_FOUND = 'Experience not found';

const toExperienceData = (body: ExperienceBody): ExperienceData => ({
  title: body.title,
  companyName: body.companyName,
  // PUT replaces the experience: an optional field left out is cleared.
  location: body.location ?? null,
  startDate: toDateColumn(body.startDate),
  endDate: body.endDate ? toDateColumn(body.endDate) : null,
  description: body.description ?? null,
});

@Injectable()
export class ProfilesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly profiles: ProfilesRepository,
    private readonly experiences: ExperiencesRepository,
    private readonly views: ProfileViewsRepository,
    private readonly engagement: EngagementRepository,
    private readonly connectionState: ConnectionStateService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly policy: PolicyService,
  ) {}

  /**
   * A member's profile as the caller sees it. Two queries (profile with experiences, relationship),
   * run together, and one insert counting the view when the caller is not the owner.
   */
  async get(auth: AuthContext, memberId: string): Promise<Profile> {
    const viewerId = auth.user.id;
    if (viewerId === memberId) return this.ownerView(this.prisma, memberId);

    const [member, relationship] = await Promise.all([
      this.profiles.findWithUser(this.prisma, memberId),
      this.connectionState.between(viewerId, memberId),
    ]);
    this.policy.assertReachable(member, relationship, Text.userNotFound);
    await this.views.record(this.prisma, memberId, viewerId);
    return toProfile(member, { isOwner: false, connection: relationship.state });
  }

  async update(auth: AuthContext, body: UpdateProfileBody): Promise<Profile> {
    const userId = auth.user.id;
    return this.prisma.$transaction(async (tx) => {
      await this.profiles.update(tx, userId, body);
      return this.ownerView(tx, userId);
    });
  }

  async addExperience(auth: AuthContext, body: ExperienceBody): Promise<Experience[]> {
    const userId = auth.user.id;
    return this.prisma.$transaction(async (tx) => {
      await this.profiles.lock(tx, userId);
      if ((await this.experiences.countOf(tx, userId)) >= PROFILE_LIMITS.experiences) {
        throw AppError.invalid('experiences', `a profile holds at most ${PROFILE_LIMITS.experiences} experiences`);
      }
      await this.experiences.create(tx, userId, toExperienceData(body));
      return this.list(tx, userId);
    });
  }

  async updateExperience(auth: AuthContext, experienceId: string, body: ExperienceBody): Promise<Experience[]> {
    const userId = auth.user.id;
    return this.prisma.$transaction(async (tx) => {
      if (!(await this.experiences.updateOwn(tx, userId, experienceId, toExperienceData(body)))) {
        throw AppError.notFound(EXPERIENCE_NOT_FOUND);
      }
      return this.list(tx, userId);
    });
  }

  async removeExperience(auth: AuthContext, experienceId: string): Promise<Experience[]> {
    const userId = auth.user.id;
    return this.prisma.$transaction(async (tx) => {
      if (!(await this.experiences.removeOwn(tx, userId, experienceId))) throw AppError.notFound(EXPERIENCE_NOT_FOUND);
      return this.list(tx, userId);
    });
  }

  async engagementMetrics(auth: AuthContext): Promise<EngagementMetrics> {
    const userId = auth.user.id;
    const [profileViews, connections, requestsReceived] = await Promise.all([
      this.views.countFor(this.prisma, userId),
      this.engagement.connectionsOf(this.prisma, userId),
      this.engagement.requestsReceivedBy(this.prisma, userId),
    ]);
    return { profileViews, connections, followers: connections + requestsReceived };
  }

  /** Scanning the code opens the member's connect page. */
  async peerQrCode(auth: AuthContext): Promise<PeerQrCode> {
    const url = `${this.config.appUrl}/connect/${auth.user.id}`;
    return { url, svg: await QRCode.toString(url, { type: 'svg' }) };
  }

  private async ownerView(db: Db, userId: string): Promise<Profile> {
    const owner = await this.profiles.findWithUser(db, userId);
    if (!owner) throw AppError.notFound(Text.userNotFound);
    return toProfile(owner, { isOwner: true });
  }

  private async list(db: Db, userId: string): Promise<Experience[]> {
    return (await this.experiences.listOf(db, userId)).map(toExperience);
  }
}
