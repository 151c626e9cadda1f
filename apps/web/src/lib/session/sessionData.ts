import {
  PartnerType,
  ThemeMode,
  type Partner,
  type PartnerFunction,
  type PartnerSubscription,
  type Preference,
  type UsageSummary,
  type User,
} from '@nexus/contracts';
import { loadApi } from '../../api/lazy';

/**
 * What is loaded with the user (§4): the preference (dark mode) and, for a partner account, the partner, the
 * functions the user holds for it, its usage summary and (corporate only) its subscription. A member's account has
 * no partner: nothing more is asked for.
 */
export interface SessionExtras {
  preference: Preference | null;
  partner: Partner | null;
  functions?: PartnerFunction[];
  subscription?: PartnerSubscription | null;
  usage?: UsageSummary | null;
}

/** The partner behind an account, or null; a failure is silent. */
export async function loadPartner(partnerId: string | null): Promise<Partner | null> {
  if (!partnerId) return null;
  const { api, isHandledError, routes } = await loadApi();
  const res = await api.call(routes.partners.get, { params: { id: partnerId } }, { silent: true, handleError: true });
  return isHandledError(res) ? null : res;
}

/**
 * A partner's usage summary, and its subscription when it is corporate (§6: the corporate type triggers subscription
 * loading); a failure is silent (null). The usage is asked for alongside the partner; the subscription once its type
 * is known.
 */
export async function loadPartnerWithBilling(userId: string, partnerId: string | null) {
  if (!partnerId) return { partner: null };
  const { api, isHandledError, routes } = await loadApi();
  const quiet = { silent: true, handleError: true } as const;
  const [partner, usage, functions] = await Promise.all([
    loadPartner(partnerId),
    api.call(routes.usage.summary, { params: { id: partnerId } }, quiet),
    api.call(routes.partnerAdmin.userFunctions, { params: { id: userId } }, quiet),
  ]);
  const subscription =
    partner && (partner.type === PartnerType.Corporate || partner.packageType)
      ? await api.call(routes.subscriptions.get, { params: { id: partnerId } }, quiet)
      : null;
  return {
    partner,
    functions: isHandledError(functions) ? [] : functions.map((f) => f.name),
    usage: isHandledError(usage) ? null : usage,
    subscription: subscription && !isHandledError(subscription) ? subscription : null,
  };
}

/** The member's preference and partner (with its billing), loaded together after the user; failures are silent. */
export async function loadExtras(user: User): Promise<SessionExtras> {
  const { api, isHandledError, routes } = await loadApi();
  const [preference, partner] = await Promise.all([
    api.call(routes.preferences.get, { params: { userId: user.id } }, { silent: true, handleError: true }),
    loadPartnerWithBilling(user.id, user.partnerId),
  ]);
  return { preference: isHandledError(preference) ? null : preference, ...partner };
}

/** Saves dark mode in the member's preference (created the first time); null when it could not be saved. */
export async function saveDarkMode(userId: string, preference: Preference | null, dark: boolean): Promise<Preference | null> {
  const { api, isHandledError, routes } = await loadApi();
  const saved = preference
    ? await api.call(
        routes.preferences.update,
        { params: { userId, id: preference.id }, body: { darkMode: dark } },
        { silent: true, handleError: true },
      )
    : await api.call(routes.preferences.create, { body: { userId, darkMode: dark } }, { silent: true, handleError: true });
  return isHandledError(saved) ? null : saved;
}

/** The theme a saved preference asks for, or null when it leaves the choice to the device. */
export function themeModeOf(preference: Preference | null): ThemeMode | null {
  if (!preference || preference.darkMode === null) return null;
  return preference.darkMode ? ThemeMode.Dark : ThemeMode.Light;
}
