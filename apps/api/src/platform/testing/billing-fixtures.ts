import { randomUUID } from 'node:crypto';
import { type PartnerFunction, Role } from '@nexus/contracts';
import { partnerUser } from './partners';
import type { TestApp, TestMember } from './test-app';

/** The seeded function ids (migration partner_organisations), by name. */
export async function functionIds(t: TestApp, names: readonly PartnerFunction[]): Promise<string[]> {
  const rows = await t.prisma.function.findMany({ where: { name: { in: [...names] } } });
  return rows.map((r) => r.id);
}

/** An admin group of `partnerId` holding `fns`, with `userId` in it (set up directly, as the admin-group routes would). */
export async function adminGroup(
  t: TestApp,
  partnerId: string,
  userId: string,
  fns: readonly PartnerFunction[],
  { disabled = false }: { disabled?: boolean } = {},
) {
  const role = await t.prisma.adminRole.create({
    data: { name: `Group ${randomUUID().slice(0, 6)}`, partnerId, createdBy: userId, userId, disabled },
  });
  await t.prisma.userAdminRole.create({ data: { roleId: role.id, userId, partnerId, createdBy: userId } });
  const ids = await functionIds(t, fns);
  if (ids.length) {
    await t.prisma.userRoleFunction.createMany({ data: ids.map((functionId) => ({ functionId, roleId: role.id, partnerId })) });
  }
  return role;
}

export type PartnerAdmin = TestMember & { partnerId: string; roleId: string };

/**
 * A verified user of a new corporate partner, whose sign-up's Owners group (its only group) holds exactly `fns`.
 */
export async function partnerAdmin(
  t: TestApp,
  fns: readonly PartnerFunction[],
  { disabled = false }: { disabled?: boolean } = {},
) {
  const admin = await t.member({
    role: Role.Partner,
    partner: { name: `Billing Co ${randomUUID().slice(0, 8)}`, type: 'corporate', packageType: 'basic' },
  });
  const partnerId = admin.user.partnerId!;
  const owners = await t.prisma.adminRole.update({
    where: { id: (await t.prisma.adminRole.findFirstOrThrow({ where: { partnerId } })).id },
    data: { disabled },
  });
  await t.prisma.userRoleFunction.deleteMany({ where: { roleId: owners.id } });
  const ids = await functionIds(t, fns);
  await t.prisma.userRoleFunction.createMany({ data: ids.map((functionId) => ({ functionId, roleId: owners.id, partnerId })) });
  return { ...admin, partnerId, roleId: owners.id } satisfies PartnerAdmin;
}

/** Another user of the same partner, in a group of it holding `fns` (none: a user of the partner without functions). */
export async function colleague(t: TestApp, partnerId: string, fns: readonly PartnerFunction[] = []) {
  const other = await partnerUser(t, partnerId);
  if (fns.length) await adminGroup(t, partnerId, other.user.id, fns);
  return other;
}

/** Takes `fn` away from the group (as the admin-group routes would). */
export async function revoke(t: TestApp, roleId: string, fn: PartnerFunction) {
  const [functionId] = await functionIds(t, [fn]);
  await t.prisma.userRoleFunction.deleteMany({ where: { roleId, functionId: functionId! } });
}

/** A promo code, valid now for 30 days unless told otherwise. */
export async function promoCode(
  t: TestApp,
  data: { extraDm?: number; validFrom?: Date; validUntil?: Date | null; maxUses?: number | null; uses?: number } = {},
) {
  const code = `PROMO${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  return t.prisma.promoCode.create({
    data: {
      code,
      extraDm: data.extraDm ?? 10,
      validFrom: data.validFrom ?? new Date(Date.now() - 60_000),
      validUntil: data.validUntil === undefined ? new Date(Date.now() + 30 * 86_400_000) : data.validUntil,
      maxUses: data.maxUses ?? null,
      uses: data.uses ?? 0,
    },
  });
}

/** The first day of the current UTC month, or `offset` months from it. */
export function utcMonth(offset = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** Sets the partner's DM count for a month (the current one unless told). */
export async function setDmCount(t: TestApp, partnerId: string, dmCount: number, month = utcMonth()) {
  await t.prisma.partnerDmUsage.upsert({
    where: { partnerId_month: { partnerId, month } },
    create: { partnerId, month, dmCount },
    update: { dmCount },
  });
}
