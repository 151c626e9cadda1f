import { z } from 'zod';
import { PARTNER_TYPES } from '../enums.js';
import { COMPANY_PAGE_LIMITS, COMPANY_SIZES } from '../constants.js';
import { emailSchema, idSchema, nameSchema, passwordSchema } from './common.js';
import { authResponseSchema } from './users.js';

export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  type: z.enum(PARTNER_TYPES),
  packageType: z.string().nullable(),
  welcomed: z.boolean(),
});
export type Partner = z.infer<typeof partnerSchema>;

/**
 * A partner's company page (§2 /company/{id}): the partner with its page fields, its follower count, and, for a
 * signed-in caller, their follow (`followId`, null when they do not follow or nobody is signed in).
 */
export const companyProfileSchema = partnerSchema.extend({
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  location: z.string().nullable(),
  followerCount: z.number().int(),
  isFollowing: z.boolean(),
  followId: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** Blank text is no value: the field is cleared. */
const optionalText = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** An image or site on the web: an absolute http(s) address. */
const optionalUrl = z
  .string({ message: 'must be text' })
  .trim()
  .max(COMPANY_PAGE_LIMITS.url, { message: `must be at most ${COMPANY_PAGE_LIMITS.url} characters` })
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    message: 'must be a web address starting with https://',
  })
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** Where an uploaded company image is served (GET files/partners/{partnerId}/{name}). */
export const COMPANY_IMAGE_PATH = /^\/v1\/files\/partners\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

/** A logo or banner: an image on the web (http/https), or one uploaded to Nexus. */
const optionalImage = z
  .string({ message: 'must be text' })
  .trim()
  .max(COMPANY_PAGE_LIMITS.url, { message: `must be at most ${COMPANY_PAGE_LIMITS.url} characters` })
  .refine((v) => v === '' || COMPANY_IMAGE_PATH.test(v) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    message: 'must be an uploaded image or a web address starting with https://',
  })
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** PUT partner-profile/{id}: the company page fields; a field left out stays as it is, null or '' clears it. */
export const companyProfileBodySchema = z
  .object({
    name: nameSchema.optional(),
    about: optionalText(COMPANY_PAGE_LIMITS.about),
    website: optionalUrl,
    logo: optionalImage,
    banner: optionalImage,
    industry: optionalText(COMPANY_PAGE_LIMITS.text),
    size: z
      .enum(COMPANY_SIZES, { message: `must be one of ${COMPANY_SIZES.join(', ')}` })
      .nullable()
      .optional(),
    location: optionalText(COMPANY_PAGE_LIMITS.text),
  })
  .strict();
export type CompanyProfileBody = z.input<typeof companyProfileBodySchema>;

/** PUT partner-profile/{id}/preferences: the organisation's own settings, flat, stored as sent. */
export const partnerPreferencesSchema = z
  .record(
    z.string().min(1).max(60, { message: 'must be at most 60 characters' }),
    z.union([z.boolean(), z.number(), z.string().max(500, { message: 'must be at most 500 characters' }), z.null()], {
      message: 'must be a boolean, number, text or null',
    }),
  )
  .refine((v) => Object.keys(v).length <= 50, { message: 'must have at most 50 settings' });
export const partnerPreferencesResponseSchema = z.object({ id: z.string(), preferences: partnerPreferencesSchema });
export type PartnerPreferences = z.infer<typeof partnerPreferencesResponseSchema>;

/** POST partner-profile/type/{type}: the organisation and its first admin (§7). */
export const partnerSignUpParams = z.object({
  type: z.enum(PARTNER_TYPES, { message: `must be one of ${PARTNER_TYPES.join(', ')}` }),
});
export const partnerSignUpBodySchema = z.object({
  name: nameSchema,
  /** Required for corporate partners (their package), refused for the others (§3: a packageType means corporate). */
  packageType: z.string().trim().min(1, { message: 'must not be empty' }).max(40).optional(),
  username: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
});
export type PartnerSignUpBody = z.infer<typeof partnerSignUpBodySchema>;

/** Like POST user's answer, with the partner made with the account. */
export const partnerSignUpResponseSchema = authResponseSchema.extend({ partner: partnerSchema });
export type PartnerSignUpResponse = z.infer<typeof partnerSignUpResponseSchema>;

export const partnerNameParams = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(120, { message: 'must be at most 120 characters' })
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, { message: 'must not contain control characters' }),
});

export const COMPANY_IMAGE_KINDS = ['logo', 'banner'] as const;
export type CompanyImageKind = (typeof COMPANY_IMAGE_KINDS)[number];
export const companyImageParams = z.object({
  id: idSchema,
  kind: z.enum(COMPANY_IMAGE_KINDS, { message: 'must be logo or banner' }),
});
