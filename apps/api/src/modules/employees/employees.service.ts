import { Injectable } from '@nestjs/common';
import {
  type CompanyEmployee,
  type Employee,
  type EmployeeRoles,
  type EmployeeRolesQuery,
  EmployeeStatus,
  EmployeesText,
  ErrorCode,
  Role,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { decodeCursor, pageFrom } from '../connections/cursor';
import type { PartnerEmployee } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { PartnersRepository } from '../partners/partners.repository';
import { EmployeesRepository } from './employees.repository';

export const toEmployee = (e: PartnerEmployee): Employee => ({
  id: e.id,
  partnerId: e.partnerId,
  userId: e.userId,
  status: e.status,
  createdAt: e.createdAt.toISOString(),
  verifiedAt: e.verifiedAt?.toISOString() ?? null,
});

const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);

/**
 * Employees: a member says they work at a partner (pending); an admin holding MANAGE_EMPLOYEES verifies,
 * deactivates or reactivates them. Who may call what is declared in the route table; here are the states.
 */
@Injectable()
export class EmployeesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly employees: EmployeesRepository,
    private readonly partners: PartnersRepository,
  ) {}

  async claim(partnerId: string, userId: string): Promise<Employee> {
    if (!(await this.partners.findById(partnerId))) throw AppError.notFound(EmployeesText.partnerNotFound);
    const existing = await this.employees.find(this.prisma, partnerId, userId);
    if (existing) throw conflict(this.claimConflict(existing.status));
    try {
      return toEmployee(await this.employees.create(this.prisma, { partnerId, userId }));
    } catch (error) {
      // Two claims at once: the unique (partner, user) decides, the loser gets the same answer.
      if ((error as { code?: string }).code === 'P2002') throw conflict(EmployeesText.alreadyClaimed);
      throw error;
    }
  }

  async mine(partnerId: string, userId: string): Promise<Employee | null> {
    const employee = await this.employees.find(this.prisma, partnerId, userId);
    return employee ? toEmployee(employee) : null;
  }

  /**
   * Verified, the member belongs to the company (the policy's partner membership): its admins can put them in its
   * groups. They stay a member account: users.partner_id is for the company's own accounts (§6).
   */
  async verify(auth: AuthContext, partnerId: string, userId: string): Promise<Employee> {
    const verified = await this.employees.transition(
      this.prisma,
      partnerId,
      userId,
      [EmployeeStatus.Pending],
      EmployeeStatus.Verified,
      auth.user.id,
    );
    if (verified) return toEmployee(verified);
    throw await this.refusal(partnerId, userId, {
      [EmployeeStatus.Verified]: EmployeesText.alreadyVerified,
      [EmployeeStatus.Deactivated]: EmployeesText.verifyDeactivated,
    });
  }

  /** The employee of the acting admin's company is deactivated and leaves the company's admin groups, at once. */
  async deactivate(auth: AuthContext, userId: string, named?: string): Promise<Employee> {
    const partnerId = this.partnerOf(auth, named);
    if (userId === auth.user.id) throw AppError.invalid('userId', EmployeesText.notYourself);
    const deactivated = await this.prisma.$transaction(async (tx) => {
      const row = await this.employees.transition(
        tx,
        partnerId,
        userId,
        [EmployeeStatus.Pending, EmployeeStatus.Verified],
        EmployeeStatus.Deactivated,
      );
      if (row) await this.employees.removeFromAdminGroups(tx, partnerId, userId);
      return row;
    });
    if (deactivated) return toEmployee(deactivated);
    throw await this.refusal(partnerId, userId, { [EmployeeStatus.Deactivated]: EmployeesText.alreadyDeactivated });
  }

  async reactivate(auth: AuthContext, userId: string, named?: string): Promise<Employee> {
    const partnerId = this.partnerOf(auth, named);
    const reactivated = await this.employees.transition(
      this.prisma,
      partnerId,
      userId,
      [EmployeeStatus.Deactivated],
      EmployeeStatus.Verified,
      auth.user.id,
    );
    if (reactivated) return toEmployee(reactivated);
    throw await this.refusal(partnerId, userId, {
      [EmployeeStatus.Pending]: EmployeesText.notDeactivated,
      [EmployeeStatus.Verified]: EmployeesText.notDeactivated,
    });
  }

  async company(partnerId: string, page: { cursor?: string; page: number; pageSize: number }) {
    if (!(await this.partners.findById(partnerId))) throw AppError.notFound(EmployeesText.partnerNotFound);
    const cursor = decodeCursor(page.cursor);
    const offset = cursor ? 0 : (page.page - 1) * page.pageSize;
    const rows = await this.employees.verifiedOf(partnerId, cursor, page.pageSize + 1, offset);
    return pageFrom(
      rows,
      page.pageSize,
      (r) => [r.verified_at, r.id],
      (r): CompanyEmployee => ({
        userId: r.user_id,
        firstName: r.first_name,
        lastName: r.last_name,
        image: r.image,
        headline: r.headline,
        jobTitle: r.job_title,
        verifiedAt: r.verified_at.toISOString(),
      }),
    );
  }

  async roles(query: EmployeeRolesQuery): Promise<EmployeeRoles> {
    const rows = await this.employees.rolesOf(query);
    // A company admin's partner was found by the policy; a platform admin may name one that does not exist.
    if (rows.length === 0 && !(await this.partners.findById(query.partnerId))) {
      throw AppError.notFound(EmployeesText.partnerNotFound);
    }
    return {
      items: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        firstName: r.first_name,
        lastName: r.last_name,
        image: r.image,
        jobTitle: r.job_title,
        status: r.status,
        createdAt: r.created_at.toISOString(),
        verifiedAt: r.verified_at?.toISOString() ?? null,
        roles: r.roles,
      })),
      total: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * The company acted on. A company admin's own: the route's policy made sure there is one and that they manage its
   * employees (a `partnerId` given must be it). A platform admin (the console) has none: they must name it.
   */
  private partnerOf(auth: AuthContext, named: string | undefined): string {
    if (auth.user.role === Role.Admin) {
      if (!named) throw AppError.invalid('partnerId', EmployeesText.companyRequired);
      return named;
    }
    if (!auth.user.partnerId || (named && named !== auth.user.partnerId)) throw AppError.forbidden();
    return auth.user.partnerId;
  }

  /** Why a transition did not happen: no such employment (404), or its state (409). */
  private async refusal(partnerId: string, userId: string, byStatus: Partial<Record<EmployeeStatus, string>>) {
    const employee = await this.employees.find(this.prisma, partnerId, userId);
    if (!employee) return AppError.notFound(EmployeesText.notAnEmployee);
    return conflict(byStatus[employee.status] ?? EmployeesText.notAnEmployee);
  }

  private claimConflict(status: EmployeeStatus): string {
    if (status === EmployeeStatus.Verified) return EmployeesText.alreadyEmployee;
    if (status === EmployeeStatus.Deactivated) return EmployeesText.claimDeactivated;
    return EmployeesText.alreadyClaimed;
  }
}
