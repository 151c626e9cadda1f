import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { EMPLOYEE_STATUSES } from '../enums.js';
import { emailSchema, idSchema, keysetPageQuery, opaqueTokenSchema } from './common.js';

/** What the employee and invitation calls answer when something is not right (their own strings, not the spec's). */
export const EmployeesText = {
  partnerNotFound: 'This company was not found',
  notAnEmployee: 'This member is not an employee of this company',
  alreadyClaimed: 'You have already said you work here',
  alreadyEmployee: 'You are already a verified employee of this company',
  claimDeactivated: 'This company has deactivated you as an employee',
  alreadyVerified: 'This employee is already verified',
  verifyDeactivated: 'This employee is deactivated: reactivate them instead',
  alreadyDeactivated: 'This employee is already deactivated',
  notDeactivated: 'This employee is not deactivated',
  notYourself: 'You cannot deactivate yourself',
  /** A platform admin deactivating or reactivating must say which company (`partnerId: …`). */
  companyRequired: 'is required: name the company of the employee',
  invitationInvalid: 'This invitation link is not valid',
  invitationExpired: 'This invitation has expired. Ask the company for a new one.',
  invitationUsed: 'This invitation has already been used',
  invitationOtherEmail: 'This invitation was sent to another e-mail address',
  invitationForMembers: 'is only for member accounts',
  alreadyHasAccount: 'This e-mail already has a Nexus account: they can say they work here on your company page',
  invitationSent: 'Invitation sent',
  claimSent: 'Your company will verify that you work there',
  verifiedBadge: 'Verified employee',
} as const;

/** Verified employees shown per page on the company page. */
export const COMPANY_EMPLOYEES_PAGE_SIZE = 12;

export const employeeStatusSchema = z.enum(EMPLOYEE_STATUSES);

/** A member's employment at a partner: they said they work there (pending); an admin verified or deactivated them. */
export const employeeSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  userId: z.string(),
  status: employeeStatusSchema,
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const partnerUserParams = z.object({ partnerId: idSchema, userId: idSchema });
/** `adminId` is the acting admin (the caller); `userId` the employee of the admin's company. */
export const adminEmployeeParams = z.object({ adminId: idSchema, userId: idSchema });
/**
 * The company of the employee: a platform admin (the console) must name it; a company admin acts on their own
 * company, so theirs may be left out (given, it must be their own).
 */
export const adminEmployeeQuerySchema = z.object({ partnerId: idSchema.optional() });
export type AdminEmployeeQuery = z.infer<typeof adminEmployeeQuerySchema>;

/** One verified employee on the company page. */
export const companyEmployeeSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  image: z.string().nullable(),
  headline: z.string().nullable(),
  jobTitle: z.string().nullable(),
  verifiedAt: z.string(),
});
export type CompanyEmployee = z.infer<typeof companyEmployeeSchema>;

export const companyEmployeesQuerySchema = keysetPageQuery(COMPANY_EMPLOYEES_PAGE_SIZE);

/**
 * GET user-admin-role/employee/roles (§7): every employee of the company (pending, verified, deactivated) with the
 * company's admin groups they are in. §9: page 1 and size 2000; `partnerId` names the company (its admins, or a platform admin).
 */
export const employeeRolesQuerySchema = z.object({
  partnerId: idSchema,
  page: z.coerce.number({ message: 'must be a number' }).int().min(1, { message: 'must be at least 1' }).default(1),
  pageSize: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1, { message: 'must be at least 1' })
    .max(PAGE_SIZE.employeeRoles, { message: `must be at most ${PAGE_SIZE.employeeRoles}` })
    .default(PAGE_SIZE.employeeRoles),
  sort: z.enum(['first_name'], { message: 'must be first_name' }).default('first_name'),
  dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('asc'),
});
export type EmployeeRolesQuery = z.infer<typeof employeeRolesQuerySchema>;

export const employeeRoleSchema = z.object({
  /** The employment's id. */
  id: z.string(),
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  image: z.string().nullable(),
  jobTitle: z.string().nullable(),
  status: employeeStatusSchema,
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  /** The company's admin groups the employee is in. */
  roles: z.array(z.object({ id: z.string(), name: z.string(), disabled: z.boolean() })),
});
export type EmployeeRole = z.infer<typeof employeeRoleSchema>;

export const employeeRolesSchema = z.object({
  items: z.array(employeeRoleSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EmployeeRoles = z.infer<typeof employeeRolesSchema>;

/** The company named in a verified employee's badge. */
export const verifiedEmployerSchema = z.object({ id: z.string(), name: z.string() });
export type VerifiedEmployer = z.infer<typeof verifiedEmployerSchema>;

// Invitations

/** PUT user/{id}/admin/{adminId}/company/{companyId}/send-invitation: `id` and `adminId` are both the caller. */
export const sendInvitationParams = z.object({ id: idSchema, adminId: idSchema, companyId: idSchema });
export const sendInvitationBodySchema = z.object({ email: emailSchema });
export type SendInvitationBody = z.infer<typeof sendInvitationBodySchema>;
/** PUT user/{id}/invite: the caller (`id`) invites `email` to `companyId`. */
export const inviteBodySchema = z.object({ email: emailSchema, companyId: idSchema });
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const invitationSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The mailed link's token (a signed, expiring JWT), as the sign-up page has it from `?invitation=`. */
export const invitationTokenSchema = opaqueTokenSchema;
export const invitationPreviewQuerySchema = z.object({ token: invitationTokenSchema });
/** What the sign-up page shows about an invitation before the account exists. */
export const invitationPreviewSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
