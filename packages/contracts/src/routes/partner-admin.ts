import { z } from 'zod';
import { PartnerFunction } from '../enums.js';
import { defineRoute } from '../route.js';
import {
  adminRoleCreateSchema,
  adminRolePageQuery,
  adminRolePageSchema,
  adminRoleSchema,
  adminRoleUpdateSchema,
  partnerFunctionSchema,
  userAdminRoleCreateSchema,
  userAdminRolePageQuery,
  userAdminRolePageSchema,
  userAdminRoleSchema,
  userRoleFunctionBulkSchema,
  userRoleFunctionCreateSchema,
  userRoleFunctionSchema,
} from '../schemas/admin-groups.js';
import { idParams, idSchema, okSchema, partnerIdParams } from '../schemas/common.js';
import { allOf, anyOf, partnerAdmin, self } from './access.js';

const tag = 'partner-admin';
const Manage = PartnerFunction.ManageAdmins;
const roleUserParams = z.object({ roleId: idSchema, userId: idSchema });
const userPartnerParams = z.object({ userId: idSchema, partnerId: idSchema });

/**
 * §7 'Partner admin': a partner's admin groups, their admins and their functions. Reading needs membership of the
 * partner; every change needs MANAGE_ADMINS through an enabled group of that partner (and the service's rules:
 * nobody grants a function they do not hold, nobody leaves the partner without an admin).
 */
export const partnerAdminRoutes = {
  functions: defineRoute({
    method: 'GET',
    path: '/user-function',
    access: { kind: 'user' },
    tag,
    summary: 'Every function an admin group can grant, with its description',
    response: z.array(partnerFunctionSchema),
  }),
  listGroups: defineRoute({
    method: 'GET',
    path: '/partner-admin/admin-role/partner/:partnerId',
    access: partnerAdmin('partnerId'),
    tag,
    summary: "A page of the partner's admin groups, newest first (10 a page)",
    params: partnerIdParams,
    query: adminRolePageQuery,
    response: adminRolePageSchema,
  }),
  getGroup: defineRoute({
    method: 'GET',
    path: '/partner-admin/admin-role/:id',
    access: partnerAdmin('id', undefined, { lookup: 'adminRole' }),
    tag,
    summary: 'One admin group of the caller’s partner',
    params: idParams,
    response: adminRoleSchema,
  }),
  createGroup: defineRoute({
    method: 'POST',
    path: '/partner-admin/admin-role/:partnerId',
    access: partnerAdmin('partnerId', Manage),
    tag,
    summary: 'Create an admin group (with no functions yet); userId, when given, joins it',
    params: partnerIdParams,
    body: adminRoleCreateSchema,
    response: adminRoleSchema,
  }),
  updateGroup: defineRoute({
    method: 'PUT',
    path: '/partner-admin/admin-role/:roleId/user/:userId',
    access: allOf(self('userId'), partnerAdmin('roleId', Manage, { lookup: 'adminRole' })),
    tag,
    summary: 'Rename, describe, disable or enable an admin group (userId: the admin making the change)',
    params: roleUserParams,
    body: adminRoleUpdateSchema,
    response: adminRoleSchema,
  }),
  deleteGroup: defineRoute({
    method: 'DELETE',
    path: '/partner-admin/admin-role/:roleId/user/:userId',
    access: allOf(self('userId'), partnerAdmin('roleId', Manage, { lookup: 'adminRole' })),
    tag,
    summary: 'Delete an admin group (userId: the admin making the change)',
    params: roleUserParams,
    response: okSchema,
  }),
  adminsPage: defineRoute({
    method: 'GET',
    path: '/partner-admin/user-admin-role/:userId/partner/:partnerId',
    access: allOf(self('userId'), partnerAdmin('partnerId')),
    tag,
    summary: "A page of the partner's admins (memberships of its groups, or of one group with roleId), newest first",
    params: userPartnerParams,
    query: userAdminRolePageQuery,
    response: userAdminRolePageSchema,
  }),
  partnerAdmins: defineRoute({
    method: 'GET',
    path: '/partner-admin/user-admin-role/partner/:id',
    access: partnerAdmin('id'),
    tag,
    summary: "Every membership of the partner's admin groups",
    params: idParams,
    response: z.array(userAdminRoleSchema),
  }),
  userGroups: defineRoute({
    method: 'GET',
    path: '/partner-admin/user-admin-role/user/:id',
    access: anyOf(self('id'), partnerAdmin('id', undefined, { lookup: 'user' })),
    tag,
    summary: "The admin groups a user of the caller's partner (or the caller) belongs to",
    params: idParams,
    response: z.array(userAdminRoleSchema),
  }),
  addAdmin: defineRoute({
    method: 'POST',
    path: '/partner-admin/user-admin-role/:id',
    access: allOf(partnerAdmin('id', Manage), partnerAdmin('roleId', Manage, { in: 'body', lookup: 'adminRole' })),
    tag,
    summary: 'Add a user of the partner (id) to one of its admin groups; the caller must hold all its functions',
    params: idParams,
    body: userAdminRoleCreateSchema,
    response: userAdminRoleSchema,
  }),
  removeAdmin: defineRoute({
    method: 'DELETE',
    path: '/partner-admin/user-admin-role/:roleId/user/:userId',
    access: partnerAdmin('roleId', Manage, { lookup: 'adminRole' }),
    tag,
    summary: 'Remove a user from an admin group (not the last admin)',
    params: roleUserParams,
    response: okSchema,
  }),
  groupFunctions: defineRoute({
    method: 'GET',
    path: '/partner-admin/user-role-function/:id',
    access: partnerAdmin('id', undefined, { lookup: 'adminRole' }),
    tag,
    summary: 'The functions an admin group grants',
    params: idParams,
    response: z.array(userRoleFunctionSchema),
  }),
  userFunctions: defineRoute({
    method: 'GET',
    path: '/partner-admin/user-function/user/:id',
    access: anyOf(self('id'), partnerAdmin('id', undefined, { lookup: 'user' })),
    tag,
    summary: "The functions a user holds through their partner's enabled admin groups",
    params: idParams,
    response: z.array(partnerFunctionSchema),
  }),
  grantFunction: defineRoute({
    method: 'POST',
    path: '/partner-admin/user-role-function/:id',
    access: allOf(partnerAdmin('id', Manage), partnerAdmin('roleId', Manage, { in: 'body', lookup: 'adminRole' })),
    tag,
    summary: 'Grant one function (that the caller holds) to an admin group of the partner (id)',
    params: idParams,
    body: userRoleFunctionCreateSchema,
    response: userRoleFunctionSchema,
  }),
  setFunctions: defineRoute({
    method: 'POST',
    path: '/partner-admin/user-role-function/:roleId/bulk/user/:userId',
    access: allOf(self('userId'), partnerAdmin('roleId', Manage, { lookup: 'adminRole' })),
    tag,
    summary: "Set a group's functions to exactly these, all or nothing (userId: the admin making the change)",
    params: roleUserParams,
    body: userRoleFunctionBulkSchema,
    response: z.array(userRoleFunctionSchema),
  }),
} as const;
