import { Inject, Injectable } from '@nestjs/common';
import {
  EmployeeStatus,
  EmployeesText,
  ErrorCode,
  INVITATION_TTL_SECONDS,
  type Invitation,
  type InvitationPreview,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { Invitation as InvitationEntity } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { invitationMail } from '../../platform/mail/templates';
import { PartnersRepository } from '../partners/partners.repository';
import { UsersRepository } from '../users/users.repository';
import { EmployeesRepository } from './employees.repository';
import { InvitationTokens, invalid } from './invitation-tokens';
import { InvitationsRepository } from './invitations.repository';

const toInvitation = (i: InvitationEntity): Invitation => ({
  id: i.id,
  partnerId: i.partnerId,
  email: i.email,
  expiresAt: i.expiresAt.toISOString(),
  createdAt: i.createdAt.toISOString(),
  acceptedAt: i.acceptedAt?.toISOString() ?? null,
});

/** An invitation that may still be accepted, with its company. */
export type OpenInvitation = InvitationEntity & { partner: { id: string; name: string } };

/**
 * Invitations to join a company: a row and its mail (through the outbox) in one transaction; the mailed link holds
 * a signed token that expires with the row. Signing up with it makes the new member the company's verified employee.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly invitations: InvitationsRepository,
    private readonly employees: EmployeesRepository,
    private readonly partners: PartnersRepository,
    private readonly users: UsersRepository,
    private readonly tokens: InvitationTokens,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(auth: AuthContext, companyId: string, email: string): Promise<Invitation> {
    const partner = await this.partners.findById(companyId);
    if (!partner) throw AppError.notFound(EmployeesText.partnerNotFound);
    if (await this.users.findByUsername(email)) throw new AppError(ErrorCode.Conflict, EmployeesText.alreadyHasAccount);
    const expiresAt = new Date(Date.now() + INVITATION_TTL_SECONDS * 1000);
    const inviter = [auth.user.firstName, auth.user.lastName].filter(Boolean).join(' ') || null;
    const invitation = await this.prisma.$transaction(async (tx) => {
      const row = await this.invitations.create(tx, { partnerId: companyId, invitedBy: auth.user.id, email, expiresAt });
      const url = `${this.config.appUrl}/signup?invitation=${this.tokens.sign(row.id, expiresAt)}`;
      const mail = invitationMail(email, partner.name, inviter, url, INVITATION_TTL_SECONDS / 86_400);
      // It names the inviter: it goes with their account.
      await this.mail.enqueue(tx, mail, { actorId: inviter ? auth.user.id : null });
      return row;
    });
    return toInvitation(invitation);
  }

  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.open(this.prisma, token, 'token');
    return {
      companyId: invitation.partner.id,
      companyName: invitation.partner.name,
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /** Before a sign-up with an invitation: the token is good, unused, unexpired, and for this e-mail (else 400). */
  async checkForSignUp(token: string, email: string): Promise<OpenInvitation> {
    const invitation = await this.open(this.prisma, token, 'invitation');
    if (invitation.email !== email) throw invalid('invitation', EmployeesText.invitationOtherEmail);
    return invitation;
  }

  /**
   * In the sign-up's transaction: the invitation is taken (one conditional update, so two sign-ups cannot both use
   * it) and the new member becomes the company's verified employee, verified by whoever invited them (the
   * account stays a member account: §6 keeps users.partner_id for the company's own accounts).
   */
  async acceptInSignUp(tx: Db, invitation: OpenInvitation, userId: string): Promise<void> {
    if (!(await this.invitations.accept(tx, invitation.id))) throw invalid('invitation', EmployeesText.invitationUsed);
    await this.employees.create(tx, {
      partnerId: invitation.partnerId,
      userId,
      status: EmployeeStatus.Verified,
      verifiedBy: invitation.invitedBy,
      verifiedAt: new Date(),
    });
  }

  private async open(db: Db, token: string, field: string): Promise<OpenInvitation> {
    const id = this.tokens.verify(token, field);
    const invitation = await this.invitations.findWithPartner(db, id);
    if (!invitation) throw invalid(field, EmployeesText.invitationInvalid);
    if (invitation.acceptedAt) throw invalid(field, EmployeesText.invitationUsed);
    if (invitation.expiresAt <= new Date()) throw invalid(field, EmployeesText.invitationExpired);
    return invitation;
  }
}
