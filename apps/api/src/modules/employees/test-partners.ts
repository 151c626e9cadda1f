import { randomUUID } from 'node:crypto';
import { type PartnerFunction, Role } from '@nexus/contracts';
import type { TestApp } from '../../platform/testing/test-app';

/**
 * A partner account of a new company whose admin group (and only it) grants `functions` to its first user: the
 * tests of employees and invitations set up exactly the grants they need, whatever sign-up gives a new partner.
 */
export async function partnerWithAdmin(
  t: TestApp,
  functions: PartnerFunction[],
  options: { disabled?: boolean; name?: string } = {},
) {
  const name = options.name ?? `Company ${randomUUID().slice(0, 8)}`;
  const admin = await t.member({ role: Role.Partner, partner: { name, type: 'corporate', packageType: 'basic' } });
  const partnerId = admin.user.partnerId!;
  await t.prisma.adminRole.deleteMany({ where: { partnerId } });
  const role = await t.prisma.adminRole.create({
    data: { name: 'Test group', partnerId, createdBy: admin.user.id, disabled: options.disabled ?? false },
  });
  const granted = await t.prisma.function.findMany({ where: { name: { in: functions } } });
  await t.prisma.userRoleFunction.createMany({ data: granted.map((f) => ({ functionId: f.id, roleId: role.id, partnerId })) });
  await t.prisma.userAdminRole.create({ data: { roleId: role.id, userId: admin.user.id, partnerId } });
  return { ...admin, partnerId, name, role };
}
