import type { CompanyProfile, Partner } from '@nexus/contracts';
import type { Partner as PartnerEntity } from '../../platform/database/generated/client';
import type { CompanyRow } from './partners.repository';

export const toPartner = (partner: PartnerEntity): Partner => ({
  id: partner.id,
  name: partner.name,
  email: partner.email,
  type: partner.type,
  packageType: partner.packageType,
  welcomed: partner.welcomed,
});

export const toCompanyProfile = (r: CompanyRow): CompanyProfile => ({
  id: r.id,
  name: r.name,
  email: r.email,
  type: r.type,
  packageType: r.package_type,
  welcomed: r.welcomed,
  logo: r.logo,
  banner: r.banner,
  about: r.about,
  website: r.website,
  industry: r.industry,
  size: r.size,
  location: r.location,
  followerCount: r.follower_count,
  isFollowing: r.follow_id !== null,
  followId: r.follow_id,
});
