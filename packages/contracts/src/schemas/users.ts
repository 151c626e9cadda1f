import { z } from 'zod';
import { AuthType, PARTNER_TYPES, ROLES, Role, SIGN_UP_ROLES, SsoType, USER_STATUSES } from '../enums.js';
import { emailSchema, nameSchema, opaqueTokenSchema, passwordSchema, verificationCodeSchema, isoDateSchema } from './common.js';
import { EmployeesText, invitationTokenSchema } from './employees.js';
import { onboardingAnswerSchema } from './onboarding.js';

/** A user as the user themself sees it. Never carries the password hash. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  enabled: z.boolean(),
  blocked: z.boolean(),
  signoutRequested: z.boolean(),
  isOnBoarded: z.boolean(),
  welcomed: z.boolean(),
  authType: z.enum([AuthType.Sso, AuthType.Creds]),
  ssoType: z.enum(Object.values(SsoType) as [SsoType, ...SsoType[]]).nullable(),
  role: z.enum(ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  image: z.string().nullable(),
  partnerId: z.string().nullable(),
  createdAt: isoDateSchema,
  /** The moderation status (`memberStatusOf`): a suspended member reads but cannot write until `suspendedUntil`. */
  status: z.enum(USER_STATUSES).optional(),
  /** When a suspension ends by itself; null while active, blocked or suspended until lifted. */
  suspendedUntil: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** What anyone may see of a user (GET user/any/{id}). */
export const publicUserSchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  image: true,
  role: true,
  partnerId: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionSchema = z.object({ accessToken: z.string() });
export type Session = z.infer<typeof sessionSchema>;

export const authResponseSchema = z.object({ user: userSchema, session: sessionSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const partnerSignUpSchema = z.object({
  name: nameSchema,
  type: z.enum(PARTNER_TYPES, { message: `must be one of ${PARTNER_TYPES.join(', ')}` }),
  packageType: z.string().trim().min(1).max(40).optional(),
});

export const signUpBodySchema = z
  .object({
    username: emailSchema,
    password: passwordSchema,
    role: z.enum(SIGN_UP_ROLES, { message: `must be one of ${SIGN_UP_ROLES.join(', ')}` }),
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    partner: partnerSignUpSchema.optional(),
    /** The token of a company's invitation link: the new member becomes its verified employee. */
    invitation: invitationTokenSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.invitation && body.role !== Role.Member) {
      ctx.addIssue({ code: 'custom', path: ['invitation'], message: EmployeesText.invitationForMembers });
    }
    if (body.role === Role.Partner && !body.partner) {
      ctx.addIssue({ code: 'custom', path: ['partner'], message: 'is required for a partner account' });
    }
    if (body.role !== Role.Partner && body.partner) {
      ctx.addIssue({ code: 'custom', path: ['partner'], message: 'is only for partner accounts' });
    }
  });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const loginBodySchema = z.object({
  username: emailSchema,
  password: z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(200),
  role: z.enum(ROLES, { message: `must be one of ${ROLES.join(', ')}` }),
  /** A platform admin's second factor (TOTP) when they sign in with a password. */
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'must be the 6 digits your authenticator app shows' })
    .optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenLoginBodySchema = z.object({ token: opaqueTokenSchema });
export type TokenLoginBody = z.infer<typeof tokenLoginBodySchema>;

export const verifyEmailBodySchema = z.object({ code: verificationCodeSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const resetRequestBodySchema = z.object({ email: emailSchema });
export type ResetRequestBody = z.infer<typeof resetRequestBodySchema>;

export const resetCompleteBodySchema = z.object({ token: opaqueTokenSchema, password: passwordSchema });
export type ResetCompleteBody = z.infer<typeof resetCompleteBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(200),
  password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const updateUserBodySchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    image: z.url({ message: 'must be a URL' }).max(2048).nullable(),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'must change at least one field' });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const onboardBodySchema = z
  .object({ firstName: nameSchema, lastName: nameSchema, answers: z.array(onboardingAnswerSchema).max(50) })
  .partial()
  .strict();
export type OnboardBody = z.infer<typeof onboardBodySchema>;
