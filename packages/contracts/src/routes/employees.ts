import { PartnerFunction } from '../enums.js';
import { defineRoute } from '../route.js';
import { pageOf, partnerIdParams } from '../schemas/common.js';
import {
  adminEmployeeParams,
  companyEmployeeSchema,
  companyEmployeesQuerySchema,
  employeeRolesQuerySchema,
  employeeRolesSchema,
  employeeSchema,
  partnerUserParams,
} from '../schemas/employees.js';
import { allOf, partnerAdmin, self } from './access.js';

/** The acting admin (`adminId`, the caller) holds MANAGE_EMPLOYEES for their own company; the call acts on its employees. */
const actingEmployeeAdmin = allOf(self('adminId'), partnerAdmin('adminId', PartnerFunction.ManageEmployees, { lookup: 'user' }));

export const employeesRoutes = {
  claim: defineRoute({
    method: 'POST',
    path: '/partner-employees/:partnerId/user/:userId',
    access: self('userId'),
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
    summary: "The member's employment at the company (pending, verified or deactivated), or 404",
    params: partnerUserParams,
    response: employeeSchema,
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
    access: partnerAdmin('partnerId', PartnerFunction.ManageEmployees, { in: 'query' }),
    tag: 'employees',
    summary: "Every employee of the company (pending, verified, deactivated) with the company's admin groups they are in",
    query: employeeRolesQuerySchema,
    response: employeeRolesSchema,
  }),
  deactivate: defineRoute({
    method: 'DELETE',
    path: '/user-admin-role/admin/:adminId/deactivate/:userId',
    access: actingEmployeeAdmin,
    tag: 'employees',
    summary: "Deactivate Employee: the employee of the admin's company loses the badge and the company's admin groups",
    params: adminEmployeeParams,
    response: employeeSchema,
  }),
  reactivate: defineRoute({
    method: 'PUT',
    path: '/user-admin-role/admin/:adminId/reactivate-employee/:userId',
    access: actingEmployeeAdmin,
    tag: 'employees',
    summary: "Reactivate Employee: a deactivated employee of the admin's company is verified again",
    params: adminEmployeeParams,
    response: employeeSchema,
  }),
} as const;

export type EmployeesRoutes = typeof employeesRoutes;
