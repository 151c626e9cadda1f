import { Injectable } from '@nestjs/common';
import {
  type CompanyProfile,
  type CompanyProfileBody,
  ErrorCode,
  type Partner,
  type PartnerPreferences,
  Text,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { toCompanyProfile, toPartner } from './partner.mapper';
import { isUniqueViolation, PartnersRepository } from './partners.repository';

@Injectable()
export class PartnersService {
  constructor(private readonly partners: PartnersRepository) {}

  /** The company page; `viewer` (a bearer token on a key route) also learns whether they follow it. */
  async company(id: string, viewer: AuthContext | undefined): Promise<CompanyProfile> {
    const row = await this.partners.company(id, viewer?.user.id ?? null);
    if (!row) throw AppError.notFound(Text.companyNotFound);
    return toCompanyProfile(row);
  }

  async companyByName(name: string, viewer: AuthContext): Promise<CompanyProfile> {
    const row = await this.partners.companyByName(name, viewer.user.id);
    if (!row) throw AppError.notFound(Text.companyNotFound);
    return toCompanyProfile(row);
  }

  /** The policy has checked the caller edits their own partner's page with EDIT_COMPANY_PAGE. */
  async update(id: string, body: CompanyProfileBody, auth: AuthContext): Promise<CompanyProfile> {
    const data = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (typeof data.name === 'string') {
      const holder = await this.partners.findByName(data.name);
      if (holder && holder.id !== id) throw this.nameTaken();
    }
    await this.partners.update(id, data).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw this.nameTaken();
      throw error;
    });
    return this.company(id, auth);
  }

  async setPreferences(id: string, preferences: Record<string, unknown>): Promise<PartnerPreferences> {
    const partner = await this.partners.update(id, { preferences: preferences as object });
    return { id: partner.id, preferences: partner.preferences as PartnerPreferences['preferences'] };
  }

  /** Only a user of that partner may mark its welcome seen. */
  async setWelcomed(auth: AuthContext, partnerId: string, welcomed: boolean): Promise<Partner> {
    if (auth.user.partnerId !== partnerId) throw AppError.forbidden();
    return toPartner(await this.partners.setWelcomed(partnerId, welcomed));
  }

  private nameTaken() {
    return new AppError(ErrorCode.Conflict, Text.organisationNameTaken, [{ field: 'name', message: Text.organisationNameTaken }]);
  }
}
