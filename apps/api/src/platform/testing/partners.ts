import { randomUUID } from 'node:crypto';
import { PARTNER_FUNCTIONS, type PartnerFunction, Role } from '@nexus/contracts';
import type { TestApp } from './test-app';

/**
 * Partner fixtures for API tests. A partner signs up through the API (POST user, role PARTNER), which gives it an
 * 'Owners' group with its first user in it; the test decides which functions that group grants.
 */
export async function partnerOwner(t: TestApp, functions: readonly PartnerFunction[] = PARTNER_FUNCTIONS) {
  const owner = await t.member({
    role: Role.Partner,
    partner: { name: `Org ${randomUUID().slice(0, 8)}`, type: 'community' },
  });
  const partnerId = owner.user.partnerId!;
  const group = await t.prisma.adminRole.findFirstOrThrow({ where: { partnerId } });
  await setGroupFunctions(t, group.id, functions);
  return { ...owner, partnerId, ownersId: group.id };
}

/** The group grants exactly these functions. */
export async function setGroupFunctions(t: TestApp, roleId: string, functions: readonly PartnerFunction[]) {
  const group = await t.prisma.adminRole.findUniqueOrThrow({ where: { id: roleId } });
  const rows = await t.prisma.function.findMany({ where: { name: { in: [...functions] } } });
  await t.prisma.userRoleFunction.deleteMany({ where: { roleId } });
  await t.prisma.userRoleFunction.createMany({
    data: rows.map((f) => ({ roleId, functionId: f.id, partnerId: group.partnerId })),
  });
}

/** Another (verified) user of the partner, in no group. */
export async function partnerUser(t: TestApp, partnerId: string) {
  const person = await t.member();
  await t.prisma.user.update({ where: { id: person.user.id }, data: { partnerId, role: Role.Partner } });
  return { ...person, user: { ...person.user, partnerId } };
}

/** A group of the partner, written directly, with these functions and members. */
export async function partnerGroup(
  t: TestApp,
  partnerId: string | null,
  options: { functions?: readonly PartnerFunction[]; members?: string[]; disabled?: boolean; name?: string } = {},
) {
  const group = await t.prisma.adminRole.create({
    data: { name: options.name ?? `Group ${randomUUID().slice(0, 8)}`, partnerId, disabled: options.disabled ?? false },
  });
  await setGroupFunctions(t, group.id, options.functions ?? []);
  for (const userId of options.members ?? []) {
    await t.prisma.userAdminRole.create({ data: { roleId: group.id, userId, partnerId } });
  }
  return group;
}

/** A verified platform admin (role ADMIN), in no group. */
export async function platformAdmin(t: TestApp) {
  const person = await t.member();
  await t.prisma.user.update({ where: { id: person.user.id }, data: { role: Role.Admin } });
  return person;
}

export const functionId = async (t: TestApp, name: PartnerFunction) =>
  (await t.prisma.function.findUniqueOrThrow({ where: { name } })).id;

export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
