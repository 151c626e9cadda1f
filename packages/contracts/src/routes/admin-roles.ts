import { z } from 'zod';
import { defineRoute } from '../route.js';
import {
  adminRoleCreateSchema,
  adminRolePageQuery,
  adminRolePageSchema,
  adminRoleSchema,
  adminRoleUpdateSchema,
  userAdminRoleListQuery,
  userAdminRoleSchema,
  userRoleFunctionBulkSchema,
  userRoleFunctionCreateSchema,
  userRoleFunctionSchema,
} from '../schemas/admin-groups.js';
import { idParams, idSchema, okSchema } from '../schemas/common.js';

const tag = 'admin-roles';
const admin = { kind: 'admin' } as const;

/**
 * §7 'Non-partner admin': the platform's own admin groups (partner_id null), same model as a partner's. Platform
 * admins (role ADMIN) only; changes need MANAGE_ADMINS through an enabled platform group, except while no platform
 * admin holds it (the first group can be set up).
 */
export const adminRolesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin-role',
    access: admin,
    tag,
    summary: 'Every platform admin group, newest first',
    response: z.array(adminRoleSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin-role',
    access: admin,
    tag,
    summary: 'Create a platform admin group; userId (a platform admin), when given, joins it',
    body: adminRoleCreateSchema,
    response: adminRoleSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/admin-role/:id',
    access: admin,
    tag,
    summary: 'Rename, describe, disable or enable a platform admin group',
    params: idParams,
    body: adminRoleUpdateSchema,
    response: adminRoleSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/admin-role/:id',
    access: admin,
    tag,
    summary: 'Delete a platform admin group',
    params: idParams,
    response: okSchema,
  }),
  userGroups: defineRoute({
    method: 'GET',
    path: '/admin-role/user/:id',
    access: admin,
    tag,
    summary: 'The platform admin groups a user belongs to',
    params: idParams,
    response: z.array(adminRoleSchema),
  }),
  page: defineRoute({
    method: 'GET',
    path: '/admin-role/non-partner/roles',
    access: admin,
    tag,
    summary: 'A page of the platform admin groups, newest first (10 a page)',
    query: adminRolePageQuery,
    response: adminRolePageSchema,
  }),
  grantFunction: defineRoute({
    method: 'POST',
    path: '/user-role-function',
    access: admin,
    tag,
    summary: 'Grant one function (that the caller holds) to a platform admin group',
    body: userRoleFunctionCreateSchema,
    response: userRoleFunctionSchema,
  }),
  setFunctions: defineRoute({
    method: 'POST',
    path: '/user-role-function/:id/bulk',
    access: admin,
    tag,
    summary: "Set a platform group's functions to exactly these, all or nothing",
    params: idParams,
    body: userRoleFunctionBulkSchema,
    response: z.array(userRoleFunctionSchema),
  }),
  members: defineRoute({
    method: 'GET',
    path: '/user-admin-role/:id',
    access: admin,
    tag,
    summary: 'The admins of a platform admin group',
    params: idParams,
    query: userAdminRoleListQuery,
    response: z.array(userAdminRoleSchema),
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/user-admin-role/admin/:adminId/role/:roleId',
    access: admin,
    tag,
    summary: 'Remove an admin from a platform admin group (not the last one who manages admins)',
    params: z.object({ adminId: idSchema, roleId: idSchema }),
    response: okSchema,
  }),
} as const;
