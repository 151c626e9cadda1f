import { ThemeMode, routes, type Partner, type Preference, type User } from '@nexus/contracts';
import { api, isHandledError } from '../../api/client';

/** What is loaded with the user: the preference (dark mode) and the partner behind the account. */
export interface SessionExtras {
  preference: Preference | null;
  partner: Partner | null;
}

/** The partner behind an account, or null; a failure is silent. */
export async function loadPartner(partnerId: string | null): Promise<Partner | null> {
  if (!partnerId) return null;
  const res = await api.call(routes.partners.get, { params: { id: partnerId } }, { silent: true, handleError: true });
  return isHandledError(res) ? null : res;
}

/** The member's preference and partner, loaded together after the user; failures are silent. */
export async function loadExtras(user: User): Promise<SessionExtras> {
  const [preference, partner] = await Promise.all([
    api.call(routes.preferences.get, { params: { userId: user.id } }, { silent: true, handleError: true }),
    loadPartner(user.partnerId),
  ]);
  return { preference: isHandledError(preference) ? null : preference, partner };
}

/** Saves dark mode in the member's preference (created the first time); null when it could not be saved. */
export async function saveDarkMode(userId: string, preference: Preference | null, dark: boolean): Promise<Preference | null> {
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
