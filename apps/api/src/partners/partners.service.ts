import { Injectable } from '@nestjs/common';
import type { Partner } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../common/errors/app-error';
import type { Partner as PartnerEntity } from '../database/generated/client';
import { PartnersRepository } from './partners.repository';

const toPartner = (partner: PartnerEntity): Partner => ({
  id: partner.id,
  name: partner.name,
  email: partner.email,
  type: partner.type,
  packageType: partner.packageType,
  welcomed: partner.welcomed,
});

@Injectable()
export class PartnersService {
  constructor(private readonly partners: PartnersRepository) {}

  async get(id: string): Promise<Partner> {
    const partner = await this.partners.findById(id);
    if (!partner) throw AppError.notFound('Partner not found');
    return toPartner(partner);
  }

  /** Only a user of that partner may mark its welcome seen. */
  async setWelcomed(auth: AuthContext, partnerId: string, welcomed: boolean): Promise<Partner> {
    if (auth.user.partnerId !== partnerId) throw AppError.forbidden();
    return toPartner(await this.partners.setWelcomed(partnerId, welcomed));
  }
}
