import { z } from 'zod';
import { ROLES } from '../enums.js';
import { verifiedEmployerSchema } from './employees.js';

export const PROFILE_LIMITS = {
  headline: 120,
  short: 100,
  aboutMe: 2000,
  goals: 1000,
  description: 2000,
  experiences: 50,
} as const;

const text = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, { message: `must be at most ${max} characters` });
/** Optional text: '' clears the field (stored as null). */
const clearable = (max: number) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();
const isoDate = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });

const flag = z.boolean({ message: 'must be true or false' });

export const profileVisibilitySchema = z.object({
  showCountry: flag,
  showProvince: flag,
  showCity: flag,
  showGoals: flag,
  showResume: flag,
});
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

export const experienceSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const experienceBodySchema = z
  .object({
    title: text(PROFILE_LIMITS.short).min(1, { message: 'must not be empty' }),
    companyName: text(PROFILE_LIMITS.short).min(1, { message: 'must not be empty' }),
    location: clearable(PROFILE_LIMITS.short).optional(),
    startDate: isoDate,
    /** null or absent: the member still holds this position. */
    endDate: isoDate.nullable().optional(),
    description: clearable(PROFILE_LIMITS.description).optional(),
  })
  .strict()
  .refine((e) => !e.endDate || e.endDate >= e.startDate, { path: ['endDate'], message: 'must not be before the start date' });
export type ExperienceBody = z.infer<typeof experienceBodySchema>;

/** What the viewer and the profile's member are to each other (§3 'Connection state'). */
export const connectionStateSchema = z.object({
  isConnection: z.boolean(),
  /** The viewer asked to connect and waits for an answer. */
  isRequesting: z.boolean(),
  /** The member asked the viewer to connect; the viewer may accept or decline. */
  isPending: z.boolean(),
  /** The pending request either way, to accept, decline or withdraw. */
  requestId: z.string().nullable(),
  hasMessagePermission: z.boolean(),
  isDmCountMaxed: z.boolean(),
  isBlockedByViewer: z.boolean(),
});
export type ConnectionState = z.infer<typeof connectionStateSchema>;

/** Two members with nothing between them; other states are this with some fields set. */
export const NO_RELATIONSHIP: ConnectionState = {
  isConnection: false,
  isRequesting: false,
  isPending: false,
  requestId: null,
  hasMessagePermission: false,
  isDmCountMaxed: false,
  isBlockedByViewer: false,
};

/**
 * A member's profile as one viewer sees it. Fields the member hid (show* toggles) are null for every
 * viewer but the owner; the owner also gets `visibility` and `hiddenFromSuggestions`.
 */
export const profileSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  partnerId: z.string().nullable(),
  headline: z.string().nullable(),
  aboutMe: z.string().nullable(),
  industry: z.string().nullable(),
  expertise: z.string().nullable(),
  levelExperience: z.string().nullable(),
  companyName: z.string().nullable(),
  website: z.string().nullable(),
  jobTitle: z.string().nullable(),
  goals: z.string().nullable(),
  country: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  /** The visible parts of city, province and country, joined. */
  location: z.string().nullable(),
  genderIdentity: z.string().nullable(),
  ageRange: z.string().nullable(),
  /** Where to download the resume, when there is one the viewer may see. */
  resumeUrl: z.string().nullable(),
  experiences: z.array(experienceSchema),
  isOwner: z.boolean(),
  /** Null on the owner's own profile. */
  connection: connectionStateSchema.nullable(),
  visibility: profileVisibilitySchema.nullable(),
  hiddenFromSuggestions: z.boolean().nullable(),
  /** The company that verified the member as its employee (the badge), most recent first; null when none. */
  verifiedEmployer: verifiedEmployerSchema.nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileBodySchema = z
  .object({
    headline: clearable(PROFILE_LIMITS.headline),
    aboutMe: clearable(PROFILE_LIMITS.aboutMe),
    industry: clearable(PROFILE_LIMITS.short),
    expertise: clearable(PROFILE_LIMITS.short),
    levelExperience: clearable(PROFILE_LIMITS.short),
    companyName: clearable(PROFILE_LIMITS.short),
    /** Shown as a link on the profile: only http(s), never javascript: or data: URLs. */
    website: z
      .httpUrl({ message: 'must be a URL starting with http:// or https://' })
      .max(2048, { message: 'must be at most 2048 characters' })
      .nullable()
      .or(z.literal('').transform(() => null)),
    jobTitle: clearable(PROFILE_LIMITS.short),
    goals: clearable(PROFILE_LIMITS.goals),
    country: clearable(PROFILE_LIMITS.short),
    province: clearable(PROFILE_LIMITS.short),
    city: clearable(PROFILE_LIMITS.short),
    genderIdentity: clearable(PROFILE_LIMITS.short),
    ageRange: clearable(PROFILE_LIMITS.short),
    hiddenFromSuggestions: flag,
  })
  .extend(profileVisibilitySchema.shape)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'must change at least one field' });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** GET /user/{id}/engagement-metrics: views count once per viewer per day. */
export const engagementMetricsSchema = z.object({
  profileViews: z.number().int(),
  connections: z.number().int(),
  /** Connections plus members waiting for an answer to their request. */
  followers: z.number().int(),
});
export type EngagementMetrics = z.infer<typeof engagementMetricsSchema>;

/** GET /user/{id}/peer-to-peer-qr-code: scanning it opens the member's connect page. */
export const peerQrCodeSchema = z.object({ url: z.string(), svg: z.string() });
export type PeerQrCode = z.infer<typeof peerQrCodeSchema>;
