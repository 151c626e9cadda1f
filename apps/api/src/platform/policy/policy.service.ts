import { Injectable } from '@nestjs/common';
import {
  accountSuspendedText,
  ErrorCode,
  memberStatusOf,
  type PartnerFunction,
  type PartnerLookup,
  type RequestField,
  Role,
  type SignedInAccess,
  Text,
} from '@nexus/contracts';
import type { AuthContext } from '../../modules/auth/auth-context';
import { AppError } from '../common/errors/app-error';
import { PolicyRepository } from './policy.repository';

type ReachableAccount = { enabled: boolean; blocked: boolean };

/** Reads the value a rule names from the request (HTTP params, body, query) or the socket event's payload. */
export type FieldReader = (field: RequestField) => unknown;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one answer to "may this actor make this call": every HTTP route and socket event declares its rule in the
 * contracts (Access), and the AccessGuard and the gateway ask here. Identity rules (verified e-mail, admin, self)
 * need no database; partner rules read the caller's admin groups, so permissions are data.
 */
@Injectable()
export class PolicyService {
  constructor(private readonly repository: PolicyRepository) {}

  async authorize(auth: AuthContext, rule: SignedInAccess, read: FieldReader): Promise<void> {
    const unverifiedAllowed = (rule.kind === 'user' || rule.kind === 'self') && rule.unverified === true;
    if (!auth.user.enabled && !unverifiedAllowed) throw new AppError(ErrorCode.AccountNotVerified, Text.notVerified);
    await this.check(auth, rule, read);
  }

  /**
   * A route or socket event marked `writes` (a member's write): refused while the caller is suspended. The suspension
   * ends by itself at `suspended_until` (memberStatusOf reads it now; nothing has to run on time).
   */
  assertMayWrite(user: AuthContext['user']): void {
    const status = memberStatusOf(user);
    if (status.status === 'suspended') throw new AppError(ErrorCode.AccountSuspended, accountSuspendedText(status));
  }

  /** An account other members can reach: verified (enabled) and not suspended by the platform. */
  isActiveMember<T extends ReachableAccount>(user: T | null | undefined): user is T {
    return !!user && user.enabled && !user.blocked;
  }

  /**
   * The rule every member-to-member call shares: the member is active and neither has blocked the other; otherwise,
   * to the viewer, the member does not exist (404 with `message`, never a 403 that would tell them apart).
   */
  assertReachable<T extends ReachableAccount>(
    member: T | null | undefined,
    relationship: { blocked: boolean } | null,
    message: string,
  ): asserts member is T {
    if (!this.isActiveMember(member) || relationship?.blocked) throw AppError.notFound(message);
  }

  /** Whether the user belongs to the partner: one of its own accounts, or one of its verified employees. */
  isMember(userId: string, partnerId: string): Promise<boolean> {
    return this.repository.isMember(userId, partnerId);
  }

  /** Whether the user holds `fn` for `partnerId` (null: the platform) through an enabled admin group. */
  holds(userId: string, partnerId: string | null, fn: PartnerFunction): Promise<boolean> {
    return this.repository.holds(userId, partnerId, fn);
  }

  private async check(auth: AuthContext, rule: SignedInAccess, read: FieldReader): Promise<void> {
    const { user } = auth;
    switch (rule.kind) {
      case 'user':
        return;
      case 'self':
        if (read(rule) !== user.id) throw AppError.forbidden();
        return;
      case 'admin':
        if (user.role !== Role.Admin) throw AppError.forbidden();
        if (rule.fn && !(await this.repository.holds(user.id, null, rule.fn))) throw AppError.forbidden();
        return;
      case 'partner': {
        // A user may belong to several (their own partner, companies employing them): one that admits the caller will do.
        for (const partnerId of await this.partnersNamed(rule.partner, read)) {
          if (!(user.partnerId === partnerId || (await this.repository.isMember(user.id, partnerId)))) continue;
          if (!rule.fn || (await this.repository.holds(user.id, partnerId, rule.fn))) return;
        }
        throw AppError.forbidden();
      }
      case 'all':
        for (const each of rule.rules) await this.check(auth, each, read);
        return;
      case 'any': {
        let refusal: unknown = AppError.forbidden();
        for (const each of rule.rules) {
          try {
            return await this.check(auth, each, read);
          } catch (error) {
            refusal = error;
          }
        }
        throw refusal;
      }
    }
  }

  /** The partners a rule's field leads to; a malformed id is the caller's 400, an id naming nothing a 404. */
  private async partnersNamed(ref: RequestField & { lookup?: PartnerLookup }, read: FieldReader) {
    const id = read(ref);
    if (typeof id !== 'string' || !UUID.test(id)) throw AppError.invalid(ref.field, 'must be a UUID');
    const partnerIds = await this.repository.partnersOf(ref.lookup ?? 'partner', id);
    if (partnerIds === undefined) throw AppError.notFound();
    return partnerIds;
  }
}
