import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { PARTNER_FUNCTIONS, PartnerFunction } from '../enums.js';
import { idSchema, keysetPageQuery, pageOf } from './common.js';

/** Strings of the admin-group screens and answers (the menu labels are §2's, exactly). */
export const AdminGroupsText = {
  addAdmins: 'Add Admins',
  viewAdmins: 'View Admins',
  viewPermissions: 'View Permissions',
  editAdminGroup: 'Edit Admin Group',
  disableAdminGroup: 'Disable Admin Group',
  enableUserGroup: 'Enable User Group',
  deleteAdminGroup: 'Delete Admin Group',
  createAdminGroup: 'Create Admin Group',
  noAdminGroups: 'No admin groups yet. Create one to give admins functions.',
  noAdmins: 'No admins in this group yet.',
  confirmDelete: 'Delete this admin group? Its admins lose the functions it grants.',
  groupNotFound: 'Admin group not found',
  membershipNotFound: 'This user is not in the admin group',
  nameTaken: 'An admin group with this name already exists',
  alreadyMember: 'This user is already in the admin group',
  lastAdmin: 'This would leave the organisation without an admin who can manage admins',
  lastPlatformAdmin: 'This would leave the platform without an admin who can manage admins',
  functionNotHeld: 'You cannot grant a function you do not hold',
  notOfPartner: 'must be a user of this organisation',
  notPlatformAdmin: 'must be a platform admin',
  groupOfOtherPartner: 'must be an admin group of this organisation',
  mustMatchPath: 'must match the path',
  created: 'Admin group created',
  updated: 'Admin group updated',
  deleted: 'Admin group deleted',
  disabled: 'Admin group disabled',
  enabled: 'Admin group enabled',
  adminAdded: 'Admin added',
  adminRemoved: 'Admin removed',
  permissionsSaved: 'Permissions saved',
} as const;

/** Short names of the functions for chips and toggles (their descriptions come from GET user-function). */
export const PARTNER_FUNCTION_LABELS: Record<PartnerFunction, string> = {
  [PartnerFunction.Dm]: 'DM',
  [PartnerFunction.ManageAdmins]: 'Manage admins',
  [PartnerFunction.ManageEmployees]: 'Manage employees',
  [PartnerFunction.EditCompanyPage]: 'Edit company page',
  [PartnerFunction.PostJobs]: 'Post jobs',
  [PartnerFunction.ManageEvents]: 'Manage events',
  [PartnerFunction.Moderate]: 'Moderate',
  [PartnerFunction.ManageSubscription]: 'Manage subscription',
  [PartnerFunction.ManageChannels]: 'Manage channels',
};

const groupNameSchema = z
  .string({ message: 'must be text' })
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(80, { message: 'must be at most 80 characters' });
const groupDescriptionSchema = z
  .string({ message: 'must be text' })
  .trim()
  .max(300, { message: 'must be at most 300 characters' });

/** A function an admin group can grant (GET user-function). */
export const partnerFunctionSchema = z.object({
  id: z.string(),
  name: z.enum(PARTNER_FUNCTIONS),
  description: z.string(),
});
export type PartnerFunctionInfo = z.infer<typeof partnerFunctionSchema>;

/** §3 Admin role/group, with what the screens show of it: its functions and how many admins it has. */
export const adminRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdBy: z.string().nullable(),
  userId: z.string().nullable(),
  partnerId: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  functions: z.array(z.enum(PARTNER_FUNCTIONS)),
  memberCount: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** POST admin-role: name and description; `userId`, when given, joins the new group. createdBy is the caller. */
export const adminRoleCreateSchema = z.object({
  name: groupNameSchema,
  description: groupDescriptionSchema.optional(),
  createdBy: idSchema.optional(),
  userId: idSchema.optional(),
  partnerId: idSchema.optional(),
});
export type AdminRoleCreate = z.infer<typeof adminRoleCreateSchema>;

/** PUT admin-role: rename, describe, disable or enable (at least one). */
export const adminRoleUpdateSchema = z
  .object({
    name: groupNameSchema.optional(),
    description: groupDescriptionSchema.optional(),
    disabled: z.boolean({ message: 'must be true or false' }).optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined || body.disabled !== undefined, {
    message: 'must hold name, description or disabled',
    path: ['name'],
  });
export type AdminRoleUpdate = z.infer<typeof adminRoleUpdateSchema>;

export const adminRolePageQuery = keysetPageQuery(PAGE_SIZE.adminRoles).extend({
  dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
  sort: z.literal('created_at', { message: 'must be created_at' }).default('created_at'),
});
export type AdminRolePageQuery = z.infer<typeof adminRolePageQuery>;
export const adminRolePageSchema = pageOf(adminRoleSchema);

/** §3 User-admin-role: a member of an admin group, with who they are. */
export const userAdminRoleSchema = z.object({
  id: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  userId: z.string(),
  partnerId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    username: z.string(),
    image: z.string().nullable(),
  }),
});
export type UserAdminRole = z.infer<typeof userAdminRoleSchema>;

export const userAdminRoleCreateSchema = z.object({
  roleId: idSchema,
  userId: idSchema,
  partnerId: idSchema.optional(),
  createdBy: idSchema.optional(),
});
export type UserAdminRoleCreate = z.infer<typeof userAdminRoleCreateSchema>;

export const userAdminRolePageQuery = adminRolePageQuery.extend({ roleId: idSchema.optional() });
export type UserAdminRolePageQuery = z.infer<typeof userAdminRolePageQuery>;
export const userAdminRolePageSchema = pageOf(userAdminRoleSchema);

export const userAdminRoleListQuery = z.object({
  dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('asc'),
  sort: z.literal('created_at', { message: 'must be created_at' }).default('created_at'),
});

/** §3 User role function: a function granted to a group (adminRoleId repeats roleId, as the spec's callers send). */
export const userRoleFunctionSchema = z.object({
  id: z.string(),
  functionId: z.string(),
  name: z.enum(PARTNER_FUNCTIONS),
  description: z.string(),
  roleId: z.string(),
  adminRoleId: z.string(),
  partnerId: z.string().nullable(),
});
export type UserRoleFunction = z.infer<typeof userRoleFunctionSchema>;

export const userRoleFunctionCreateSchema = z.object({
  functionId: idSchema,
  roleId: idSchema,
  partnerId: idSchema.optional(),
});
export type UserRoleFunctionCreate = z.infer<typeof userRoleFunctionCreateSchema>;

/** Bulk: the group's functions become exactly these, all or nothing. */
export const userRoleFunctionBulkSchema = z.object({
  adminRoleId: idSchema.optional(),
  userRoleFunctions: z
    .array(z.object({ functionId: idSchema }), { message: 'must be a list' })
    .max(50, { message: 'must hold at most 50 functions' }),
});
export type UserRoleFunctionBulk = z.infer<typeof userRoleFunctionBulkSchema>;
