import { createContext, useContext } from 'react';
import type {
  AuthResponse,
  Partner,
  PartnerFunction,
  PartnerSubscription,
  Preference,
  UsageSummary,
  User,
} from '@nexus/contracts';

/**
 * - loading: the stored session is being checked.
 * - anonymous: nobody is signed in.
 * - unverified: signed up, e-mail not verified yet (only kept on /signup, which needs the token).
 * - authenticated: enabled, not blocked, not asked to sign out.
 */
export type SessionStatus = 'loading' | 'anonymous' | 'unverified' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  partner: Partner | null;
  preference: Preference | null;
  /** A partner account's functions, subscription (corporate only) and usage summary, loaded with the session (§4). */
  functions?: PartnerFunction[];
  subscription?: PartnerSubscription | null;
  usage?: UsageSummary | null;
}

export const anonymousSession: SessionState = { status: 'anonymous', user: null, partner: null, preference: null };

export interface LogoutOptions {
  /** Follow with the marketing-site redirect in production (default true). */
  redirect?: boolean;
  /** Show the long-session nudge when due (default true). */
  nudge?: boolean;
}

export interface SessionContextValue extends SessionState {
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

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}
