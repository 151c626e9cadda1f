import { randomUUID } from 'node:crypto';
import { Injectable, StreamableFile } from '@nestjs/common';
import {
  type CompanyImageKind,
  type CompanyProfile,
  EVENT_COVER_UPLOAD,
  type Ok,
  type ResumeImport,
  type ResumeProposal,
  SocketEvent,
  UPLOADS,
  type User,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import type { UploadedFile } from '../../platform/common/http/input.decorator';
import { ConnectionStateService } from '../connections/connection-state.service';
import { toCompanyProfile } from '../partners/partner.mapper';
import { PartnersRepository } from '../partners/partners.repository';
import { PrismaService } from '../../platform/database/prisma.service';
import { RealtimeGateway } from '../../platform/realtime/realtime.gateway';
import { StorageService } from '../../platform/storage/storage.service';
import { CONTENT_TYPE_OF, EXTENSION, FILES_PATH, StoredFiles } from '../../platform/storage/stored-files';
import { toUser } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { ResumeImportsRepository, toResumeImport } from './resume-imports.repository';
import { ResumeReading } from './resume-reading';
import { PolicyService } from '../../platform/policy/policy.service';

@Injectable()
export class FilesService {
  constructor(
    private readonly storage: StorageService,
    private readonly files: StoredFiles,
    private readonly users: UsersRepository,
    private readonly imports: ResumeImportsRepository,
    private readonly reading: ResumeReading,
    private readonly relationships: ConnectionStateService,
    private readonly realtime: RealtimeGateway,
    private readonly prisma: PrismaService,
    private readonly partners: PartnersRepository,
    private readonly policy: PolicyService,
  ) {}

  async uploadAvatar(auth: AuthContext, file: UploadedFile): Promise<User> {
    const type = await this.files.acceptedType(file, UPLOADS.avatar);
    const key = `avatars/${auth.user.id}/${randomUUID()}.${EXTENSION[type]}`;
    const user = await this.files.storeThen(key, file.buffer, type, () =>
      this.users.update(this.prisma, auth.user.id, { image: `${FILES_PATH}${key}` }),
    );
    const previous = auth.user.image?.startsWith(`${FILES_PATH}avatars/`) ? auth.user.image.slice(FILES_PATH.length) : null;
    if (previous) await this.files.removeQuietly(previous);
    return toUser(user);
  }

  avatar(userId: string, name: string): Promise<StreamableFile> {
    return this.files.publicFile(`avatars/${userId}/${name}`);
  }

  /** A company page's logo or banner (the policy has checked EDIT_COMPANY_PAGE); the previous upload is removed. */
  async uploadCompanyImage(
    auth: AuthContext,
    partnerId: string,
    kind: CompanyImageKind,
    file: UploadedFile,
  ): Promise<CompanyProfile> {
    const type = await this.files.acceptedType(file, UPLOADS.companyImage);
    const key = `partners/${partnerId}/${randomUUID()}.${EXTENSION[type]}`;
    const before = await this.partners.findById(partnerId);
    if (!before) throw AppError.notFound();
    await this.files.storeThen(key, file.buffer, type, () => this.partners.update(partnerId, { [kind]: `${FILES_PATH}${key}` }));
    const previous = before[kind];
    if (previous?.startsWith(`${FILES_PATH}partners/`)) await this.files.removeQuietly(previous.slice(FILES_PATH.length));
    const row = await this.partners.company(partnerId, auth.user.id);
    if (!row) throw AppError.notFound();
    return toCompanyProfile(row);
  }

  companyImage(partnerId: string, name: string): Promise<StreamableFile> {
    return this.files.publicFile(`partners/${partnerId}/${name}`);
  }

  /** An event's cover image (the route table checked MANAGE_EVENTS for its organiser); the previous one is removed. */
  async uploadEventCover(eventId: string, file: UploadedFile): Promise<void> {
    const type = await this.files.acceptedType(file, EVENT_COVER_UPLOAD);
    const key = `events/${eventId}/${randomUUID()}.${EXTENSION[type]}`;
    const before = await this.prisma.event.findUnique({ where: { id: eventId }, select: { coverImage: true } });
    if (!before) throw AppError.notFound();
    await this.files.storeThen(key, file.buffer, type, () =>
      this.prisma.event.update({ where: { id: eventId }, data: { coverImage: `${FILES_PATH}${key}` } }),
    );
    if (before.coverImage?.startsWith(`${FILES_PATH}events/`))
      await this.files.removeQuietly(before.coverImage.slice(FILES_PATH.length));
  }

  eventCover(eventId: string, name: string): Promise<StreamableFile> {
    return this.files.publicFile(`events/${eventId}/${name}`);
  }

  /** Stores the resume and queues its reading; the result arrives by socket and GET resume-import. */
  async uploadResume(auth: AuthContext, file: UploadedFile, forOnboarding: boolean): Promise<ResumeImport> {
    const type = await this.files.acceptedType(file, UPLOADS.resume);
    const key = `resumes/${auth.user.id}/${randomUUID()}.${EXTENSION[type]}`;
    const previous = (await this.prisma.profile.findUnique({ where: { userId: auth.user.id }, select: { resumeKey: true } }))
      ?.resumeKey;
    const started = await this.files.storeThen(key, file.buffer, type, () =>
      this.prisma.$transaction(async (tx) => {
        await tx.profile.update({ where: { userId: auth.user.id }, data: { resumeKey: key } });
        const started = await this.imports.start(tx, auth.user.id, forOnboarding);
        await this.reading.enqueue(tx, { userId: auth.user.id, key, contentType: type });
        return started;
      }),
    );
    if (previous) await this.files.removeQuietly(previous);
    return toResumeImport(started);
  }

  /** The owner always; others when the member shows it and neither blocked the other. */
  async resume(viewer: AuthContext, memberId: string): Promise<StreamableFile> {
    const profile = await this.prisma.profile.findUnique({
      where: { userId: memberId },
      include: { user: { select: { enabled: true, blocked: true } } },
    });
    const own = viewer.user.id === memberId;
    const visible =
      own ||
      (profile?.showResume &&
        this.policy.isActiveMember(profile.user) &&
        !(await this.relationships.between(viewer.user.id, memberId)).blocked);
    if (!profile?.resumeKey || !visible) throw AppError.notFound();
    const ext = profile.resumeKey.split('.').pop()!;
    const object = await this.storage.get(profile.resumeKey, CONTENT_TYPE_OF[ext]!);
    if (!object) throw AppError.notFound();
    return new StreamableFile(object.body, { type: object.contentType, disposition: `attachment; filename="resume.${ext}"` });
  }

  async resumeImport(userId: string): Promise<ResumeImport> {
    const row = await this.imports.find(userId);
    if (!row) throw AppError.notFound('No resume has been uploaded');
    return toResumeImport(row);
  }

  /** Fills the profile with what the member accepted, at once; then tells their open apps. */
  async applyResumeImport(auth: AuthContext, { experiences = [], ...fields }: ResumeProposal): Promise<Ok> {
    const row = await this.imports.find(auth.user.id);
    if (row?.status !== 'ready') throw AppError.invalid('body', 'there are no proposals from a resume to apply');
    await this.prisma.$transaction(async (tx) => {
      if (Object.keys(fields).length > 0) await tx.profile.update({ where: { userId: auth.user.id }, data: fields });
      if (experiences.length > 0) {
        await tx.experience.createMany({
          data: experiences.map((e) => ({
            userId: auth.user.id,
            title: e.title,
            companyName: e.companyName,
            startDate: new Date(e.startDate ?? new Date().toISOString().slice(0, 10)),
            endDate: e.endDate ? new Date(e.endDate) : null,
          })),
        });
      }
    });
    this.realtime.emitToUser(auth.user.id, SocketEvent.ProfileUpdated, {
      profilePayload: { userId: auth.user.id, forOnboarding: row.forOnboarding },
    });
    return { message: 'Your profile has been updated from your resume' };
  }
}
