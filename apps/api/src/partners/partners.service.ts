import { Injectable } from '@nestjs/common';
import type { Partner } from '@nexus/contracts';
import { AppError } from '../common/errors/app-error';
import { PartnersRepository } from './partners.repository';

@Injectable()
export class PartnersService {
  constructor(private readonly partners: PartnersRepository) {}

  async get(id: string): Promise<Partner> {
    const partner = await this.partners.findById(id);
    if (!partner) throw AppError.notFound('Partner not found');
    return {
      id: partner.id,
      name: partner.name,
      email: partner.email,
      type: partner.type,
      packageType: partner.packageType,
      welcomed: partner.welcomed,
    };
  }
}
