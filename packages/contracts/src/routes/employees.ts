import { PartnerFunction } from '../enums.js';
import { defineRoute } from '../route.js';
import { pageOf, partnerIdParams } from '../schemas/common.js';
import {
  adminEmployeeParams,
  adminEmployeeQuerySchema,
  companyEmployeeSchema,
  companyEmployeesQuerySchema,
  employeeRolesQuerySchema,
  employeeRolesSchema,
  employeeSchema,
  partnerUserParams,
} from '../schemas/employees.js';
import { allOf, anyOf, partnerAdmin, self } from './access.js';

/** The acting admin (`adminId`, the caller) holds MANAGE_EMPLOYEES for their own company; the call acts on its employees. */
const actingEmployeeAdmin = allOf(self('adminId'), partnerAdmin('adminId', PartnerFunction.ManageEmployees, { lookup: 'user' }));
/** Or a platform admin (the console's Admin roles page), acting as themselves, for the company `?partnerId=` names. */
const employeeAdminOrPlatform = anyOf(allOf(self('adminId'), { kind: 'admin' }), actingEmployeeAdmin);

export const employeesRoutes = {
  claim: defineRoute({
    method: 'POST',
    path: '/partner-employees/:partnerId/user/:userId',
    access: self('userId'),
    writes: true,
    tag: 'employees',
    summary: 'The member says they work at the company: a pending employment until a company admin verifies it',
    params: partnerUserParams,
    response: employeeSchema,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/partner-employees/:partnerId/user/:userId',
    access: self('userId'),
    tag: 'employees',
    // Null, not a 404, for a member who never claimed: every member visiting a company page asks.
    summary: "The member's employment at the company (pending, verified or deactivated), or null when they have none",
    params: partnerUserParams,
    response: employeeSchema.nullable(),
  }),
  verify: defineRoute({
    method: 'PUT',
    path: '/partner-employees/:partnerId/user/:userId/verify',
    access: partnerAdmin('partnerId', PartnerFunction.ManageEmployees),
    tag: 'employees',
    summary: "A company admin verifies a member's pending claim to work there",
    params: partnerUserParams,
    response: employeeSchema,
  }),
  company: defineRoute({
    method: 'GET',
    path: '/partner-employees/:partnerId',
    access: { kind: 'user' },
    tag: 'employees',
    summary: "The company's verified employees (company page), in the order they were verified",
    params: partnerIdParams,
    query: companyEmployeesQuerySchema,
    response: pageOf(companyEmployeeSchema),
  }),
  roles: defineRoute({
    method: 'GET',
    path: '/user-admin-role/employee/roles',
    access: anyOf({ kind: 'admin' }, partnerAdmin('partnerId', PartnerFunction.ManageEmployees, { in: 'query' })),
    tag: 'employees',
    summary:
      "Every employee of the company (pending, verified, deactivated) with the company's admin groups they are in (its admins, or a platform admin)",
    query: employeeRolesQuerySchema,
    response: employeeRolesSchema,
  }),
  deactivate: defineRoute({
    method: 'DELETE',
    path: '/user-admin-role/admin/:adminId/deactivate/:userId',
    access: employeeAdminOrPlatform,
    tag: 'employees',
    summary:
      "Deactivate Employee: the employee of the admin's company (a platform admin names it in `partnerId`) loses the badge and the company's admin groups",
    params: adminEmployeeParams,
    query: adminEmployeeQuerySchema,
    response: employeeSchema,
  }),
  reactivate: defineRoute({
    method: 'PUT',
    path: '/user-admin-role/admin/:adminId/reactivate-employee/:userId',
    access: employeeAdminOrPlatform,
    tag: 'employees',
    summary:
      "Reactivate Employee: a deactivated employee of the admin's company (a platform admin names it in `partnerId`) is verified again",
    params: adminEmployeeParams,
    query: adminEmployeeQuerySchema,
    response: employeeSchema,
  }),
} as const;

export type EmployeesRoutes = typeof employeesRoutes;
