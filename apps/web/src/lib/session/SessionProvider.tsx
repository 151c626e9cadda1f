import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SESSION_NUDGE_AFTER_MS, Text, ThemeMode, type User } from '@nexus/contracts';
import { loadApi } from '../../api/lazy';
import { setAccountBlockedHandler, setAccountSuspendedHandler, setSessionEndedHandler } from '../../api/clientState';
import { useAppConfig } from '../appConfig';
import { loadQueryClient } from '../lazyQueryClient';
import { Paths, onboardingStepFor, shouldNudgeOnLogout } from '../postLogin';
import { turnPushOff } from '../pushDevice';
import { forgetMemberData } from '../queryData';
import { resumeImportStore } from '../resumeImportStore';
import { chatStore } from '../chat';
import { storage } from '../storage';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { useThemeMode } from '../../ui/theme/ThemeModeProvider';
import { toast } from '../../ui/toast/toast';
import { destinationAfterLogin } from './destinationAfterLogin';
import { restoreSession } from './restoreSession';
import { loadExtras, saveDarkMode, themeModeOf, type SessionExtras } from './sessionData';
import { useSessionStore } from './sessionStore';
import { anonymousSession, SessionContext, type SessionContextValue } from './useSession';
import { useSessionRedirect } from './useSessionRedirect';
import { useSessionSocket } from './useSessionSocket';

/**
 * The signed-in member for the whole app: restores the session on load, signs in and out, and keeps storage, theme
 * and socket in step with it. Where a change sends the member is `useSessionRedirect`'s job; the socket's is
 * `useSessionSocket`'s; what is loaded with the user is `sessionData`'s.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  const { setMode } = useThemeMode();
  const [state, store] = useSessionStore({ ...anonymousSession, status: 'loading' });
  const { go, pending } = useSessionRedirect();
  useSessionSocket(state);

  /** Makes a loaded user the session, unless it was cleared meanwhile (the stored token is then gone). */
  const establish = useCallback(
    (user: User, extras: SessionExtras) => {
      if (!storage.getToken()) return;
      storage.setUser(user);
      storage.setPreference(extras.preference);
      storage.setPartner(extras.partner);
      const mode = themeModeOf(extras.preference);
      if (mode) setMode(mode);
      store.set({ status: 'authenticated', user, ...extras });
    },
    [setMode, store],
  );

  const clearLocal = useCallback(() => {
    storage.clearSession();
    resumeImportStore.set(null);
    chatStore.close();
    void loadQueryClient().then(({ queryClient }) => forgetMemberData(queryClient));
    store.set(anonymousSession);
  }, [store]);

  const logout = useCallback<SessionContextValue['logout']>(
    async ({ redirect = true, nudge = true } = {}) => {
      const user = store.get().user ?? storage.getUser();
      const due = shouldNudgeOnLogout(storage.getSessionStart(), Date.now(), SESSION_NUDGE_AFTER_MS);
      if (user && storage.getToken()) {
        // Pushes for this member must not reach whoever uses the browser next.
        await turnPushOff().catch(() => undefined);
        const { api, routes } = await loadApi();
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
    [clearLocal, config, go, store],
  );

  const completeAuth = useCallback<SessionContextValue['completeAuth']>(
    async ({ user, session }, { onDone, route = true } = {}) => {
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
        store.set({ status: 'unverified', user, partner: null, preference: null });
        if (route) {
          storage.setCurrentStep(onboardingStepFor(user));
          const onSignUp = window.location.pathname === Paths.signUp;
          go(onSignUp ? `${Paths.signUp}${window.location.search}` : Paths.signUp);
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
    [clearLocal, establish, go, store],
  );

  const updateUser = useCallback(
    async (user: User) => {
      storage.setUser(user);
      if (user.enabled && store.get().status !== 'authenticated') {
        establish(user, await loadExtras(user));
        return;
      }
      store.set((s) => ({ ...s, user }));
    },
    [establish, store],
  );

  const setDarkMode = useCallback(
    (dark: boolean) => {
      setMode(dark ? ThemeMode.Dark : ThemeMode.Light);
      const { status, user, preference } = store.get();
      if (status !== 'authenticated' || !user) return;
      void saveDarkMode(user.id, preference, dark).then((saved) => {
        if (!saved) return;
        storage.setPreference(saved);
        store.set((s) => ({ ...s, preference: saved }));
      });
    },
    [setMode, store],
  );

  // A 401 that ends the session (§8): the client has cleared storage; reset state and go to the authenticate page.
  useEffect(() => {
    setSessionEndedHandler(() => {
      resumeImportStore.set(null);
      chatStore.close();
      store.set(anonymousSession);
      if (window.location.pathname !== Paths.authenticate) {
        storage.setForwardUrl(window.location.pathname + window.location.search);
        go(Paths.authenticate);
      }
    });
    return () => setSessionEndedHandler(null);
  }, [go, store]);

  // A blocked member (issue 19 §3): any signed-in call answered 401 ACCOUNT_BLOCKED (the client has cleared storage),
  // on the page that is open or on the next load, ends the session with §4's message and goes to the root.
  useEffect(() => {
    setAccountBlockedHandler(() => {
      clearLocal();
      toast.error(Text.accountBlocked);
      go(Paths.root);
    });
    return () => setAccountBlockedHandler(null);
  }, [clearLocal, go]);

  // A write refused as suspended: read the user again, so the banner says so (and until when) without a reload.
  useEffect(() => {
    setAccountSuspendedHandler(() => {
      const id = store.get().user?.id;
      if (!id || store.get().status !== 'authenticated') return;
      void loadApi().then(async ({ api, isHandledError, routes }) => {
        const res = await api.call(routes.users.get, { params: { id } }, { silent: true, handleError: true });
        if (isHandledError(res) || store.get().user?.id !== res.id) return;
        storage.setUser(res);
        store.set((s) => ({ ...s, user: res }));
      });
    });
    return () => setAccountSuspendedHandler(null);
  }, [store]);

  // Session on load (§4), once (StrictMode runs effects twice).
  const restoring = useRef(false);
  useEffect(() => {
    if (restoring.current) return;
    restoring.current = true;
    void restoreSession({ completeAuth, establish, clearLocal, logout, go, setState: store.set });
  }, [completeAuth, establish, clearLocal, logout, go, store]);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, completeAuth, updateUser, logout, clearSession: clearLocal, setDarkMode }),
    [state, completeAuth, updateUser, logout, clearLocal, setDarkMode],
  );
  return <SessionContext value={value}>{pending ? <FullPageSpinner label="Loading" /> : children}</SessionContext>;
}
