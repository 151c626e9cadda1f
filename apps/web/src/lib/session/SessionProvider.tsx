import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  SESSION_NUDGE_AFTER_MS,
  Text,
  ThemeMode,
  routes,
  type AuthResponse,
  type Partner,
  type Preference,
  type User,
} from '@nexus/contracts';
import { api, isHandledError, setSessionEndedHandler } from '../../api/client';
import { userIdFromToken } from '../jwt';
import { Paths, decidePartnerRedirect, decidePostLogin, onboardingStepFor, shouldNudgeOnLogout } from '../postLogin';
import { isNonLoginTokenPath } from '../settingsPaths';
import { storage } from '../storage';
import { useThemeMode } from '../../ui/theme/ThemeModeProvider';
import { toast } from '../../ui/toast/toast';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { useAppConfig } from '../appConfig';
import { resumeImportStore } from '../resumeImportStore';
import { connectSocket, disconnectSocket } from '../socket';

/**
 * - loading: the stored session is being checked.
 * - anonymous: nobody is signed in.
 * - unverified: signed up, e-mail not verified yet (only kept on /signup, which needs the token).
 * - authenticated: enabled, not blocked, not asked to sign out.
 */
export type SessionStatus = 'loading' | 'anonymous' | 'unverified' | 'authenticated';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  partner: Partner | null;
  preference: Preference | null;
}

export interface LogoutOptions {
  /** Follow with the marketing-site redirect in production (default true). */
  redirect?: boolean;
  /** Show the long-session nudge when due (default true). */
  nudge?: boolean;
}

interface SessionContextValue extends SessionState {
  /** After a successful login or sign-up call: store the session, load what goes with it, then route (§4). */
  completeAuth: (auth: AuthResponse, options?: { onDone?: () => void; route?: boolean }) => Promise<void>;
  /** The user changed on the server (verified, onboarded, renamed). */
  updateUser: (user: User) => Promise<void>;
  logout: (options?: LogoutOptions) => Promise<void>;
  /**
   * Logout's local clean-up without the server call (for a session that no longer exists on the server, e.g. after
   * the account was deleted): storage, socket, cached queries, state.
   */
  clearSession: () => void;
  setDarkMode: (dark: boolean) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const anonymous: SessionState = { status: 'anonymous', user: null, partner: null, preference: null };

export function SessionProvider({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { setMode } = useThemeMode();
  const [state, setState] = useState<SessionState>({ ...anonymous, status: 'loading' });
  const stateRef = useRef(state);
  stateRef.current = state;

  /**
   * Where a session change sends the user. Set in the same update as the session state, so no page ever renders the
   * new state at its old path (router navigations are transitions and land a render later); cleared on arrival.
   */
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const go = useCallback((to: string) => setRedirectTo(to), []);
  useEffect(() => {
    if (!redirectTo) return;
    if (location.pathname + location.search === redirectTo) setRedirectTo(null);
    else navigate(redirectTo);
  }, [redirectTo, location.pathname, location.search, navigate]);

  /** Preferences (dark mode) and partner, loaded after the user; failures are silent. */
  const loadExtras = useCallback(async (user: User) => {
    const [preference, partner] = await Promise.all([
      api.call(routes.preferences.get, { params: { userId: user.id } }, { silent: true, handleError: true }),
      user.partnerId
        ? api.call(routes.partners.get, { params: { id: user.partnerId } }, { silent: true, handleError: true })
        : Promise.resolve(null),
    ]);
    return {
      preference: isHandledError(preference) ? null : preference,
      partner: partner === null || isHandledError(partner) ? null : partner,
    };
  }, []);

  /**
   * Makes a loaded user the session. Loading takes several requests; if the session was cleared meanwhile
   * (logout, account deletion, a session-ending 401), the stored token is gone and the stale result is dropped.
   */
  const establish = useCallback(
    (user: User, extras: { preference: Preference | null; partner: Partner | null }) => {
      const token = storage.getToken();
      if (!token) return;
      storage.setUser(user);
      storage.setPreference(extras.preference);
      storage.setPartner(extras.partner);
      if (extras.preference && extras.preference.darkMode !== null) {
        setMode(extras.preference.darkMode ? ThemeMode.Dark : ThemeMode.Light);
      }
      setState({ status: 'authenticated', user, ...extras });
      connectSocket({ token, username: user.username, userId: user.id });
    },
    [setMode],
  );

  const clearLocal = useCallback(() => {
    storage.clearSession();
    disconnectSocket();
    resumeImportStore.set(null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'app-config' });
    setState(anonymous);
  }, [queryClient]);

  const logout = useCallback(
    async ({ redirect = true, nudge = true }: LogoutOptions = {}) => {
      const user = stateRef.current.user ?? storage.getUser();
      const due = shouldNudgeOnLogout(storage.getSessionStart(), Date.now(), SESSION_NUDGE_AFTER_MS);
      if (user && storage.getToken()) {
        await api.call(routes.auth.logout, { params: { id: user.id } }, { silent: true, handleError: true });
      }
      clearLocal();
      if (nudge && due) toast.info(Text.sessionNudge);
      if (redirect && config.environment === 'production') {
        window.location.assign(config.marketingSiteUrl);
        return;
      }
      go(Paths.root);
    },
    [clearLocal, config, go],
  );

  /** §4 post-login routing: stores what the destination needs and returns it (the caller goes there). */
  const destinationAfterLogin = useCallback(async (user: User, partner: Partner | null): Promise<string> => {
    const decision = decidePostLogin({
      user,
      partnerConfig: storage.getPartnerConfig(),
      forwardUrl: storage.getForwardUrl(),
    });
    if (decision.kind === 'onboarding') {
      storage.setCurrentStep(decision.step);
      return decision.to;
    }
    if (decision.kind === 'navigate') {
      if (decision.clearForwardUrl) storage.setForwardUrl(null);
      storage.setCurrentStep(null);
      return decision.to;
    }
    let found = partner;
    if (!found && user.partnerId) {
      const res = await api.call(routes.partners.get, { params: { id: user.partnerId } }, { silent: true, handleError: true });
      found = isHandledError(res) ? null : res;
    }
    if (!found) {
      // No partner behind this account: nothing to welcome.
      storage.setPartnerConfig(null);
      storage.setCurrentStep(null);
      return Paths.feed;
    }
    const redirect = decidePartnerRedirect(found);
    if (redirect.clearPartnerConfig) storage.setPartnerConfig(null);
    storage.setCurrentStep(redirect.step);
    return redirect.to;
  }, []);

  const completeAuth = useCallback<SessionContextValue['completeAuth']>(
    async (auth, { onDone, route = true } = {}) => {
      const { user, session } = auth;
      storage.setToken(session.accessToken);
      storage.setUser(user);
      storage.setSessionStart(Date.now());
      if (user.blocked) {
        clearLocal();
        toast.error(Text.accountBlocked);
        go(Paths.root);
        return;
      }
      if (!user.enabled) {
        setState({ status: 'unverified', user, partner: null, preference: null });
        if (route) {
          storage.setCurrentStep(onboardingStepFor(user));
          go(location.pathname === Paths.signUp ? `${Paths.signUp}${location.search}` : Paths.signUp);
        }
        onDone?.();
        return;
      }
      const extras = await loadExtras(user);
      if (onDone || !route) {
        establish(user, extras);
        onDone?.();
        return;
      }
      const destination = await destinationAfterLogin(user, extras.partner);
      // Same tick: the page that signed in never renders as 'signed in' at its old path.
      establish(user, extras);
      go(destination);
    },
    [clearLocal, destinationAfterLogin, establish, loadExtras, location.pathname, location.search, go],
  );

  const updateUser = useCallback(
    async (user: User) => {
      storage.setUser(user);
      const current = stateRef.current;
      if (user.enabled && current.status !== 'authenticated') {
        establish(user, await loadExtras(user));
        return;
      }
      setState((s) => ({ ...s, user }));
    },
    [establish, loadExtras],
  );

  const setDarkMode = useCallback(
    (dark: boolean) => {
      setMode(dark ? ThemeMode.Dark : ThemeMode.Light);
      const { status, user, preference } = stateRef.current;
      if (status !== 'authenticated' || !user) return;
      void (async () => {
        const saved = preference
          ? await api.call(
              routes.preferences.update,
              { params: { userId: user.id, id: preference.id }, body: { darkMode: dark } },
              { silent: true, handleError: true },
            )
          : await api.call(
              routes.preferences.create,
              { body: { userId: user.id, darkMode: dark } },
              { silent: true, handleError: true },
            );
        if (!isHandledError(saved)) {
          storage.setPreference(saved);
          setState((s) => ({ ...s, preference: saved }));
        }
      })();
    },
    [setMode],
  );

  // A 401 that ends the session (§8): the client has cleared storage; reset state and go to the authenticate page.
  useEffect(() => {
    setSessionEndedHandler(() => {
      disconnectSocket();
      resumeImportStore.set(null);
      setState(anonymous);
      const here = window.location.pathname + window.location.search;
      if (window.location.pathname !== Paths.authenticate) {
        storage.setForwardUrl(here);
        go(Paths.authenticate);
      }
    });
    return () => setSessionEndedHandler(null);
  }, [go]);

  // Session on load (§4), once.
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void (async () => {
      const token = storage.getToken();
      const params = new URLSearchParams(window.location.search);
      const queryToken = params.get('token');
      if (!token) {
        if (queryToken && !isNonLoginTokenPath(window.location.pathname, Paths.resetPassword)) {
          const res = await api.call(routes.auth.loginByToken, { body: { token: queryToken } }, { handleError: true });
          if (!isHandledError(res)) {
            await completeAuth(res);
            return;
          }
        }
        setState(anonymous);
        return;
      }
      const id = userIdFromToken(token) ?? storage.getUser()?.id ?? null;
      if (!id) {
        clearLocal();
        return;
      }
      const res = await api.call(routes.users.get, { params: { id } }, { silent: true, handleError: true });
      if (isHandledError(res)) {
        // Not found or no longer valid: clear. A network or server failure keeps the token for the next load.
        if (res.status !== null && res.status < 500) clearLocal();
        else setState(anonymous);
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
    })();
  }, [clearLocal, completeAuth, establish, loadExtras, logout, go]);

  useEffect(() => () => disconnectSocket(), []);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, completeAuth, updateUser, logout, clearSession: clearLocal, setDarkMode }),
    [state, completeAuth, updateUser, logout, clearLocal, setDarkMode],
  );
  return <SessionContext value={value}>{redirectTo ? <FullPageSpinner label="Loading" /> : children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}
