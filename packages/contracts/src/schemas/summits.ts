import { z } from 'zod';
import {
  PRODUCT_VARIANTS,
  REGISTRATION_TYPES,
  SUMMIT_PASS_TYPES,
  SUMMIT_SPONSOR_TYPES,
  SummitPassType,
  type SummitSponsorType,
} from '../enums.js';

/** Strings of the summit screens (/summit, /register/{registrationType}) and of the summits' answers. */
export const SummitsText = {
  summit: 'Summit',
  register: 'Register',
  registered: "You're registered",
  yourPass: 'Your pass',
  registrationOpen: 'Registration open',
  registrationEnded: 'Registration closed',
  registrationClosed: 'Registration for this summit is closed',
  alreadyRegistered: 'You are already registered for this summit',
  passSoldOut: 'This pass is sold out',
  soldOut: 'Sold out',
  free: 'Free',
  passNotOffered: 'is not a pass of this summit',
  summitNotFound: 'This summit was not found',
  noSummits: 'No summit scheduled',
  noSummitsYet: 'When a summit opens for registration, its programme and passes will be listed here.',
  registering: 'Registering you for the summit',
  registeredToast: "You're registered for the summit",
  editions: 'Editions',
  passes: 'Passes',
  programme: 'Programme',
  speakers: 'Speakers',
  sponsors: 'Sponsors',
  noPasses: 'Passes for this summit are not on sale yet.',
  noProgramme: 'The programme will be published soon.',
  noSpeakers: 'Speakers will be announced soon.',
  noSponsors: 'Sponsors will be announced soon.',
  localTimes: 'Times are local to',
} as const;

/** How the web names each sponsor tier (SummitSponsorType), highest first. */
export const SUMMIT_SPONSOR_TIER_LABELS: Record<SummitSponsorType, string> = {
  title: 'Title sponsor',
  gold: 'Gold sponsors',
  silver: 'Silver sponsors',
  community: 'Community partners',
};

/** A summit's address in /summit/{eventCode} and the API: its event code (§1: bfutr2024, bfutr2025, bnxt2025…). */
export const eventCodeSchema = z
  .string({ message: 'is required' })
  .regex(/^[a-z0-9]{1,40}$/, { message: 'must be an event code such as bfutr2025' });
export const summitParams = z.object({ eventCode: eventCodeSchema });

/** A member's registration for a summit (one per member and summit). */
export const summitRegistrationSchema = z.object({
  summitId: z.string(),
  eventCode: z.string(),
  title: z.string(),
  registrationType: z.enum(REGISTRATION_TYPES),
  passType: z.enum(SUMMIT_PASS_TYPES),
  passName: z.string(),
  registeredAt: z.string(),
});
export type SummitRegistration = z.infer<typeof summitRegistrationSchema>;

/** One edition of a summit (BFUTR or BNXT), with the caller's registration when they have one. */
export const summitSchema = z.object({
  id: z.string(),
  eventCode: z.string(),
  productVariant: z.enum(PRODUCT_VARIANTS),
  /** The /register/{registrationType} that registers for this edition. */
  registrationType: z.enum(REGISTRATION_TYPES),
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  venue: z.string(),
  city: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  registrationOpen: z.boolean(),
  /** The venue's IANA time zone: the edition's dates and programme are shown in it. */
  timeZone: z.string(),
  registration: summitRegistrationSchema.nullable(),
});
export type Summit = z.infer<typeof summitSchema>;

export const summitPassSchema = z.object({
  type: z.enum(SUMMIT_PASS_TYPES),
  name: z.string(),
  description: z.string(),
  /** In the currency's minor unit (cents); 0 is free. */
  priceCents: z.number().int(),
  currency: z.string(),
  /** Null: no limit. */
  quota: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type SummitPass = z.infer<typeof summitPassSchema>;

export const summitSponsorSchema = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(SUMMIT_SPONSOR_TYPES),
  logo: z.string().nullable(),
  website: z.string().nullable(),
});
export type SummitSponsor = z.infer<typeof summitSponsorSchema>;

export const summitSpeakerSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  photo: z.string().nullable(),
  bio: z.string(),
  /** The speaker's Nexus account, when they have one (their profile is /profile/{memberId}). */
  memberId: z.string().nullable(),
});
export type SummitSpeaker = z.infer<typeof summitSpeakerSchema>;

/** A session of the programme: an event (events table) placed in the summit, with its speakers. */
export const summitSessionSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  venue: z.string().nullable(),
  track: z.string().nullable(),
  speakerIds: z.array(z.string()),
});
export type SummitSession = z.infer<typeof summitSessionSchema>;

/** A summit's page: the edition, its passes, sponsors (highest tier first), speakers and programme (by time). */
export const summitDetailSchema = summitSchema.extend({
  passes: z.array(summitPassSchema),
  sponsors: z.array(summitSponsorSchema),
  speakers: z.array(summitSpeakerSchema),
  programme: z.array(summitSessionSchema),
});
export type SummitDetail = z.infer<typeof summitDetailSchema>;

export const summitRegistrationBodySchema = z.object({
  registrationType: z.enum(REGISTRATION_TYPES, { message: `must be one of ${REGISTRATION_TYPES.join(', ')}` }),
  passType: z
    .enum(SUMMIT_PASS_TYPES, { message: `must be one of ${SUMMIT_PASS_TYPES.join(', ')}` })
    .default(SummitPassType.General),
});
export type SummitRegistrationBody = z.input<typeof summitRegistrationBodySchema>;
