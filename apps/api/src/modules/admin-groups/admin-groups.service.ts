import { Injectable } from '@nestjs/common';
import {
  type AdminRole,
  type AdminRoleCreate,
  type AdminRolePageQuery,
  type AdminRoleUpdate,
  AdminGroupsText,
  ErrorCode,
  type Ok,
  PartnerFunction,
  type PartnerFunctionInfo,
  Role,
  Text,
  type UserAdminRole,
  type UserAdminRolePageQuery,
  type UserRoleFunction,
  type UserRoleFunctionBulk,
  type UserRoleFunctionCreate,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { pageFrom } from '../connections/cursor';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { PolicyService } from '../../platform/policy/policy.service';
import { pageArgs } from '../connections/connections.sql';
import { type AdminRoleRow, AdminRolesRepository, toAdminRole } from './admin-roles.repository';
import { FunctionsRepository } from './functions.repository';
import { toUserAdminRole, UserAdminRolesRepository } from './user-admin-roles.repository';
import { toUserRoleFunction, UserRoleFunctionsRepository } from './user-role-functions.repository';

/** Whose groups: a partner's (its id), or the platform's (null). */
export type Scope = string | null;

/** A body's partnerId, when sent, must be the one the path names. */
const samePartner = (given: string | undefined, scope: Scope) => {
  if (scope === null && given !== undefined) throw AppError.invalid('partnerId', 'must not be set for a platform admin group');
  if (given !== undefined && given !== scope) throw AppError.invalid('partnerId', AdminGroupsText.mustMatchPath);
};

/**
 * Admin groups, their admins and their functions, for a partner or the platform (same model, partner_id null).
 * The route table's access rules admit the caller (a partner's admin holding MANAGE_ADMINS, a platform admin);
 * the rules that depend on the data are here:
 * - nobody grants a function they do not hold (granting it, or adding someone to a group that grants it);
 * - no change leaves a scope that had an admin managing admins without one (the last admin cannot leave,
 *   nor disable or delete their group, nor take MANAGE_ADMINS from it);
 * - a platform group can be set up by any platform admin while no platform admin holds MANAGE_ADMINS (bootstrap).
 * Changes of one scope are serialised by an advisory lock in a short transaction, so the counts they check hold.
 */
@Injectable()
export class AdminGroupsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly groups: AdminRolesRepository,
    private readonly members: UserAdminRolesRepository,
    private readonly grants: UserRoleFunctionsRepository,
    private readonly functions: FunctionsRepository,
    private readonly policy: PolicyService,
  ) {}

  async allFunctions(): Promise<PartnerFunctionInfo[]> {
    return this.functions.all();
  }

  async functionsOf(userId: string): Promise<PartnerFunctionInfo[]> {
    if (!(await this.members.person(userId))) throw AppError.notFound(Text.userNotFound);
    return this.functions.heldBy(userId);
  }

  async page(scope: Scope, query: AdminRolePageQuery) {
    const args = pageArgs(query, query.dir);
    const rows = await this.groups.page(scope, args);
    return pageFrom(rows, query.pageSize, (r) => [r.created_at, r.id], toAdminRole);
  }

  async all(scope: Scope): Promise<AdminRole[]> {
    return (await this.groups.all(scope)).map(toAdminRole);
  }

  async group(scope: Scope, id: string): Promise<AdminRole> {
    return toAdminRole(await this.groupIn(scope, id));
  }

  async groupsOfUser(scope: Scope, userId: string): Promise<AdminRole[]> {
    if (!(await this.members.person(userId))) throw AppError.notFound(Text.userNotFound);
    return (await this.groups.ofUser(userId, scope)).map(toAdminRole);
  }

  async create(auth: AuthContext, scope: Scope, body: AdminRoleCreate): Promise<AdminRole> {
    samePartner(body.partnerId, scope);
    await this.requireManager(auth, scope);
    if (body.userId !== undefined) await this.requireJoinable(scope, body.userId);
    const id = await this.prisma.$transaction(async (tx) => {
      await this.groups.lockScope(tx, scope);
      if (await this.groups.nameTaken(tx, scope, body.name)) throw new AppError(ErrorCode.Conflict, AdminGroupsText.nameTaken);
      const created = await this.groups.create(tx, {
        name: body.name,
        description: body.description ?? null,
        createdBy: auth.user.id,
        userId: body.userId ?? null,
        partnerId: scope,
      });
      if (body.userId !== undefined) {
        await this.members.add(tx, { roleId: created.id, userId: body.userId, partnerId: scope, createdBy: auth.user.id });
      }
      return created.id;
    });
    return this.group(scope, id);
  }

  async update(auth: AuthContext, scope: Scope, roleId: string, body: AdminRoleUpdate): Promise<AdminRole> {
    await this.groupIn(scope, roleId);
    await this.requireManager(auth, scope);
    await this.guarded(scope, async (tx) => {
      if (body.name !== undefined && (await this.groups.nameTaken(tx, scope, body.name, roleId))) {
        throw new AppError(ErrorCode.Conflict, AdminGroupsText.nameTaken);
      }
      await this.groups.update(tx, roleId, body);
    });
    return this.group(scope, roleId);
  }

  async remove(auth: AuthContext, scope: Scope, roleId: string): Promise<Ok> {
    await this.groupIn(scope, roleId);
    await this.requireManager(auth, scope);
    await this.guarded(scope, (tx) => this.groups.delete(tx, roleId));
    return { message: AdminGroupsText.deleted };
  }

  async adminsPage(partnerId: string, query: UserAdminRolePageQuery) {
    if (query.roleId !== undefined) await this.groupIn(partnerId, query.roleId);
    const rows = await this.members.page(partnerId, query.roleId, pageArgs(query, query.dir));
    return pageFrom(rows, query.pageSize, (r) => [r.created_at, r.id], toUserAdminRole);
  }

  async admins(scope: Scope): Promise<UserAdminRole[]> {
    return (await this.members.ofScope(scope)).map(toUserAdminRole);
  }

  async membershipsOf(scope: Scope, userId: string): Promise<UserAdminRole[]> {
    if (!(await this.members.person(userId))) throw AppError.notFound(Text.userNotFound);
    return (await this.members.ofUser(userId, scope)).map(toUserAdminRole);
  }

  async membersOf(scope: Scope, roleId: string, dir: 'asc' | 'desc'): Promise<UserAdminRole[]> {
    await this.groupIn(scope, roleId);
    return (await this.members.ofRole(roleId, dir)).map(toUserAdminRole);
  }

  /** Adds a user of the scope to a group; the caller must hold every function the group grants. */
  async addMember(
    auth: AuthContext,
    scope: Scope,
    body: { roleId: string; userId: string; partnerId?: string },
  ): Promise<UserAdminRole> {
    samePartner(body.partnerId, scope);
    const group = await this.groupIn(scope, body.roleId, 'roleId');
    await this.requireManager(auth, scope);
    await this.requireJoinable(scope, body.userId);
    await this.requireHolds(auth, scope, group.functions);
    const id = await this.prisma.$transaction(async (tx) => {
      await this.groups.lockScope(tx, scope);
      const added = await this.members.add(tx, {
        roleId: body.roleId,
        userId: body.userId,
        partnerId: scope,
        createdBy: auth.user.id,
      });
      if (!added) throw new AppError(ErrorCode.Conflict, AdminGroupsText.alreadyMember);
      return added;
    });
    const row = await this.members.find(this.prisma, id);
    return toUserAdminRole(row!);
  }

  async removeMember(auth: AuthContext, scope: Scope, roleId: string, userId: string): Promise<Ok> {
    await this.groupIn(scope, roleId);
    await this.requireManager(auth, scope);
    await this.guarded(scope, async (tx) => {
      if (!(await this.members.remove(tx, roleId, userId))) throw AppError.notFound(AdminGroupsText.membershipNotFound);
    });
    return { message: AdminGroupsText.adminRemoved };
  }

  async groupFunctions(scope: Scope, roleId: string): Promise<UserRoleFunction[]> {
    await this.groupIn(scope, roleId);
    return (await this.grants.ofRole(roleId)).map(toUserRoleFunction);
  }

  async grant(auth: AuthContext, scope: Scope, body: UserRoleFunctionCreate): Promise<UserRoleFunction> {
    samePartner(body.partnerId, scope);
    await this.groupIn(scope, body.roleId, 'roleId');
    await this.requireManager(auth, scope);
    const fn = (await this.functions.all()).find((f) => f.id === body.functionId);
    if (!fn) throw AppError.invalid('functionId', 'is not a known function');
    await this.requireHolds(auth, scope, [fn.name]);
    const row = await this.prisma.$transaction(async (tx) => {
      await this.groups.lockScope(tx, scope);
      return this.grants.grant(tx, body.roleId, fn.id, scope);
    });
    return toUserRoleFunction(row);
  }

  /** The group's functions become exactly the list; every function added or taken away must be the caller's. */
  async setFunctions(auth: AuthContext, scope: Scope, roleId: string, body: UserRoleFunctionBulk): Promise<UserRoleFunction[]> {
    if (body.adminRoleId !== undefined && body.adminRoleId !== roleId)
      throw AppError.invalid('adminRoleId', AdminGroupsText.mustMatchPath);
    const known = new Map((await this.functions.all()).map((f) => [f.id, f]));
    body.userRoleFunctions.forEach(({ functionId }, i) => {
      if (!known.has(functionId)) throw AppError.invalid(`userRoleFunctions.${i}.functionId`, 'is not a known function');
    });
    const wanted = [...new Set(body.userRoleFunctions.map((f) => f.functionId))];
    const group = await this.groupIn(scope, roleId);
    await this.requireManager(auth, scope);
    const current = new Set(group.functions as string[]);
    const wantedNames = new Set(wanted.map((id) => known.get(id)!.name as string));
    const changed = [...wantedNames].filter((n) => !current.has(n)).concat([...current].filter((n) => !wantedNames.has(n)));
    await this.requireHolds(auth, scope, changed);
    await this.guarded(scope, (tx) => this.grants.setExactly(tx, roleId, wanted, scope));
    return (await this.grants.ofRole(roleId)).map(toUserRoleFunction);
  }

  /** The group, if it is one of the scope's (a partner's group is not the platform's, and the other way round). */
  private async groupIn(scope: Scope, id: string, field?: string): Promise<AdminRoleRow> {
    const group = await this.groups.find(id);
    if (!group || group.partner_id !== scope) {
      if (group && field) throw AppError.invalid(field, AdminGroupsText.groupOfOtherPartner);
      throw AppError.notFound(AdminGroupsText.groupNotFound);
    }
    return group;
  }

  /** A user who may join the scope's groups: one of the partner's accounts or verified employees, or a platform admin. */
  private async requireJoinable(scope: Scope, userId: string): Promise<void> {
    const person = await this.members.person(userId);
    if (!person) throw AppError.notFound(Text.userNotFound);
    if (scope === null ? person.role !== Role.Admin : !(await this.policy.isMember(userId, scope))) {
      throw AppError.invalid('userId', scope === null ? AdminGroupsText.notPlatformAdmin : AdminGroupsText.notOfPartner);
    }
  }

  /**
   * A partner's admin was checked by the route (MANAGE_ADMINS); a platform admin needs it too once any platform
   * admin holds it (until then the platform's first group is being set up).
   */
  private async requireManager(auth: AuthContext, scope: Scope): Promise<void> {
    if (scope !== null) return;
    if (await this.bootstrapping(scope)) return;
    const held = await this.functions.namesHeldIn(auth.user.id, null);
    if (!held.has(PartnerFunction.ManageAdmins)) throw AppError.forbidden();
  }

  private async requireHolds(auth: AuthContext, scope: Scope, names: readonly string[]): Promise<void> {
    if (names.length === 0 || (await this.bootstrapping(scope))) return;
    const held = await this.functions.namesHeldIn(auth.user.id, scope);
    if (names.some((n) => !held.has(n))) throw AppError.forbidden(AdminGroupsText.functionNotHeld);
  }

  /** Only the platform bootstraps: while none of its admins manages admins, any platform admin may set groups up. */
  private async bootstrapping(scope: Scope): Promise<boolean> {
    return scope === null && (await this.members.managers(this.prisma, null)) === 0;
  }

  /** Runs a change under the scope's lock; refused (and undone) if it leaves the scope without a manager of admins. */
  private async guarded(scope: Scope, change: (tx: Db) => Promise<unknown>): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await this.groups.lockScope(tx, scope);
      const before = await this.members.managers(tx, scope);
      await change(tx);
      if (before > 0 && (await this.members.managers(tx, scope)) === 0) {
        throw new AppError(ErrorCode.Conflict, scope === null ? AdminGroupsText.lastPlatformAdmin : AdminGroupsText.lastAdmin);
      }
    });
  }
}
