import { API_PREFIX, buildPath, type ConnectionState, type Experience, type Profile, routes } from '@nexus/contracts';
import type { Experience as ExperienceEntity } from '../../platform/database/generated/client';
import type { ProfileEntityWithUser } from './profiles.repository';

type ProfileRow = NonNullable<ProfileEntityWithUser['profile']>;

/** `YYYY-MM-DD` ⇄ the Date Prisma uses for a DATE column (midnight UTC). */
export const toDateColumn = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const fromDateColumn = (date: Date): string => date.toISOString().slice(0, 10);

export const toExperience = (e: ExperienceEntity): Experience => ({
  id: e.id,
  title: e.title,
  companyName: e.companyName,
  location: e.location,
  startDate: fromDateColumn(e.startDate),
  endDate: e.endDate ? fromDateColumn(e.endDate) : null,
  description: e.description,
});

/** Every user has a profile row (a trigger makes it); should one be missing, it reads as the defaults. */
const EMPTY_PROFILE: Omit<ProfileRow, 'userId' | 'updatedAt'> = {
  headline: null,
  aboutMe: null,
  industry: null,
  expertise: null,
  levelExperience: null,
  companyName: null,
  website: null,
  jobTitle: null,
  goals: null,
  country: null,
  province: null,
  city: null,
  genderIdentity: null,
  ageRange: null,
  resumeKey: null,
  showCountry: true,
  showProvince: true,
  showCity: true,
  showGoals: true,
  showResume: true,
  hiddenFromSuggestions: false,
};

/** Where the resume downloads (GET /v1/profile/:id/resume checks again who may have it). */
export const resumeUrlFor = (userId: string, resumeKey: string | null): string | null =>
  resumeKey ? `/${API_PREFIX}${buildPath(routes.files.resume.path, { id: userId })}` : null;

/** The visible parts of city, province and country, joined; null when none is visible. */
export const joinLocation = (...parts: (string | null)[]): string | null => {
  const visible = parts.filter((part): part is string => !!part);
  return visible.length > 0 ? visible.join(', ') : null;
};

/**
 * The profile as one viewer sees it. The owner (connection null) sees everything plus the toggles;
 * anyone else gets null for what the member hid.
 */
export function toProfile(
  entity: ProfileEntityWithUser,
  viewer: { isOwner: true } | { isOwner: false; connection: ConnectionState },
): Profile {
  const p = entity.profile ?? EMPTY_PROFILE;
  const { isOwner } = viewer;
  const shown = <T>(toggle: boolean, value: T): T | null => (isOwner || toggle ? value : null);
  const country = shown(p.showCountry, p.country);
  const province = shown(p.showProvince, p.province);
  const city = shown(p.showCity, p.city);
  return {
    userId: entity.id,
    firstName: entity.firstName,
    lastName: entity.lastName,
    image: entity.image,
    role: entity.role,
    partnerId: entity.partnerId,
    headline: p.headline,
    aboutMe: p.aboutMe,
    industry: p.industry,
    expertise: p.expertise,
    levelExperience: p.levelExperience,
    companyName: p.companyName,
    website: p.website,
    jobTitle: p.jobTitle,
    goals: shown(p.showGoals, p.goals),
    country,
    province,
    city,
    location: joinLocation(city, province, country),
    genderIdentity: p.genderIdentity,
    ageRange: p.ageRange,
    resumeUrl: shown(p.showResume, resumeUrlFor(entity.id, p.resumeKey)),
    experiences: entity.experiences.map(toExperience),
    isOwner,
    verifiedEmployer: entity.employments[0]?.partner ?? null,
    connection: viewer.isOwner ? null : viewer.connection,
    visibility: isOwner
      ? {
          showCountry: p.showCountry,
          showProvince: p.showProvince,
          showCity: p.showCity,
          showGoals: p.showGoals,
          showResume: p.showResume,
        }
      : null,
    hiddenFromSuggestions: isOwner ? p.hiddenFromSuggestions : null,
  };
}
