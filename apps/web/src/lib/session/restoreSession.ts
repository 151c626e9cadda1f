import { ErrorCode, Text, type AuthResponse, type User } from '@nexus/contracts';
import { loadApi } from '../../api/lazy';
import { userIdFromToken } from '../jwt';
import { Paths } from '../postLogin';
import { isNonLoginTokenPath } from '../settingsPaths';
import { storage } from '../storage';
import { toast } from '../../ui/toast/toast';
import { loadExtras, type SessionExtras } from './sessionData';
import { anonymousSession, type LogoutOptions, type SessionState } from './useSession';

export interface RestoreActions {
  completeAuth: (auth: AuthResponse) => Promise<void>;
  establish: (user: User, extras: SessionExtras) => void;
  clearLocal: () => void;
  logout: (options?: LogoutOptions) => Promise<void>;
  go: (to: string) => void;
  setState: (state: SessionState) => void;
}

/**
 * The one-time login token leaves the address bar once used (issue 20 §2), worked or not: it is not resent by a
 * reload and does not reach a bookmark, a shared link or a screenshot. The history entry keeps the router's state.
 */
function forgetQueryToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** §4 'Session on load': the stored token's user, or a one-time ?token= login, or nobody. */
export async function restoreSession({ completeAuth, establish, clearLocal, logout, go, setState }: RestoreActions) {
  const token = storage.getToken();
  if (!token) {
    const queryToken = new URLSearchParams(window.location.search).get('token');
    if (queryToken && !isNonLoginTokenPath(window.location.pathname, Paths.resetPassword)) {
      const { api, isHandledError, routes } = await loadApi();
      const res = await api.call(routes.auth.loginByToken, { body: { token: queryToken } }, { handleError: true });
      forgetQueryToken();
      if (!isHandledError(res)) {
        await completeAuth(res);
        return;
      }
    }
    setState(anonymousSession);
    return;
  }
  const id = userIdFromToken(token) ?? storage.getUser()?.id ?? null;
  if (!id) {
    clearLocal();
    return;
  }
  const { api, isHandledError, routes } = await loadApi();
  const res = await api.call(routes.users.get, { params: { id } }, { silent: true, handleError: true });
  if (isHandledError(res)) {
    // Blocked (401 ACCOUNT_BLOCKED): the client has ended the session with §4's message and sent the page to /.
    if (res.code === ErrorCode.AccountBlocked) return;
    // Not found or no longer valid: clear. A network or server failure keeps the token for the next load.
    if (res.status !== null && res.status < 500) clearLocal();
    else setState(anonymousSession);
    return;
  }
  const user = res;
  if (user.blocked) {
    await logout({ redirect: false, nudge: false });
    toast.error(Text.accountBlocked);
    go(Paths.root);
    return;
  }
  if (user.signoutRequested) {
    await logout();
    return;
  }
  if (!user.enabled) {
    if (window.location.pathname === Paths.signUp) {
      storage.setUser(user);
      setState({ status: 'unverified', user, partner: null, preference: null });
    } else {
      clearLocal();
    }
    return;
  }
  establish(user, await loadExtras(user));
}
