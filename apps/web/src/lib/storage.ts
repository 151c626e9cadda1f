import { PartnerType, StorageKey, ThemeMode, type Partner, type Preference, type User, SignUpStep } from '@nexus/contracts';

/** What /signup?community=true or /signup?partnerType={packageType} leaves behind for the partner login redirect. */
export interface PartnerConfig {
  type: PartnerType;
  packageType?: string;
}

function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the app keeps working in memory.
  }
}

function readJson<T>(key: StorageKey, guard: (v: unknown) => v is T): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isPartnerConfig = (v: unknown): v is PartnerConfig =>
  isObject(v) && Object.values(PartnerType).includes(v.type as PartnerType);
const hasId = <T>(v: unknown): v is T => isObject(v) && typeof v.id === 'string';

export interface LastMessageInfo {
  createdAt: string;
  senderId: string;
}
const isLastMessageInfo = (v: unknown): v is LastMessageInfo =>
  isObject(v) && typeof v.createdAt === 'string' && typeof v.senderId === 'string';

const isStep = (n: number): n is SignUpStep => (Object.values(SignUpStep) as number[]).includes(n);

export const storage = {
  getToken: () => read(StorageKey.accessToken),
  setToken: (token: string | null) => write(StorageKey.accessToken, token),

  getForwardUrl: () => read(StorageKey.forwardUrl),
  setForwardUrl: (url: string | null) => write(StorageKey.forwardUrl, url),

  getCurrentStep: (): SignUpStep | null => {
    const n = Number(read(StorageKey.currentStep));
    return isStep(n) ? n : null;
  },
  setCurrentStep: (step: SignUpStep | null) => write(StorageKey.currentStep, step === null ? null : String(step)),

  getPartnerConfig: () => readJson(StorageKey.partnerConfig, isPartnerConfig),
  setPartnerConfig: (config: PartnerConfig | null) =>
    write(StorageKey.partnerConfig, config === null ? null : JSON.stringify(config)),

  getUser: () => readJson<User>(StorageKey.user, hasId),
  setUser: (user: User | null) => write(StorageKey.user, user === null ? null : JSON.stringify(user)),

  getPartner: () => readJson<Partner>(StorageKey.partner, hasId),
  setPartner: (partner: Partner | null) => write(StorageKey.partner, partner === null ? null : JSON.stringify(partner)),

  getPreference: () => readJson<Preference>(StorageKey.preference, hasId),
  setPreference: (p: Preference | null) => write(StorageKey.preference, p === null ? null : JSON.stringify(p)),

  getSessionStart: (): number | null => {
    const n = Number(read(StorageKey.sessionStart));
    return Number.isFinite(n) && n > 0 ? n : null;
  },
  setSessionStart: (ms: number | null) => write(StorageKey.sessionStart, ms === null ? null : String(ms)),

  getThemeMode: (): ThemeMode | null => {
    const v = read(StorageKey.themeMode);
    return v === ThemeMode.Dark || v === ThemeMode.Light ? v : null;
  },
  setThemeMode: (mode: ThemeMode) => write(StorageKey.themeMode, mode),

  /** §3: the chat popup's open state and its receiver, restored after a reload. */
  getChat: (): { open: boolean; receiverId: string | null } => ({
    open: read(StorageKey.chatOpen) === 'true',
    receiverId: read(StorageKey.chatReceiver),
  }),
  setChat: (open: boolean, receiverId: string | null) => {
    write(StorageKey.chatOpen, open ? 'true' : null);
    write(StorageKey.chatReceiver, receiverId);
  },

  /** §3 'messages': the createdAt and senderId of the newest message the member has seen listed. */
  getLastMessage: () => readJson<LastMessageInfo>(StorageKey.messages, isLastMessageInfo),
  setLastMessage: (info: LastMessageInfo | null) => write(StorageKey.messages, info === null ? null : JSON.stringify(info)),

  getHasInteractedWithChat: () => read(StorageKey.hasInteractedWithChat) === 'true',
  setHasInteractedWithChat: () => write(StorageKey.hasInteractedWithChat, 'true'),

  /**
   * §3 'showNewEventsBadge', kept as the publication time of the newest event when the member last opened /events:
   * the badge shows while a newer one exists. Logout removes it (§4), so it shows again after the next sign-in.
   */
  getNewEventsSeen: () => read(StorageKey.showNewEventsBadge),
  setNewEventsSeen: (publishedAt: string) => write(StorageKey.showNewEventsBadge, publishedAt),

  getOtpSent: () => read(StorageKey.otpSent) === 'true',
  setOtpSent: (sent: boolean) => write(StorageKey.otpSent, sent ? 'true' : null),

  /** §3 'musicPaused': set while the member keeps the music widget paused; this device's choice, kept after logout. */
  getMusicPaused: () => read(StorageKey.musicPaused) === 'true',
  setMusicPaused: (paused: boolean) => write(StorageKey.musicPaused, paused ? 'true' : null),

  /** Issue 23 §1: the member's last searches, newest first; cleared at logout, as they say what the member looked for. */
  getRecentSearches: (): string[] =>
    readJson(StorageKey.recentSearches, (v): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')) ?? [],
  setRecentSearches: (searches: string[]) =>
    write(StorageKey.recentSearches, searches.length > 0 ? JSON.stringify(searches) : null),

  /** Everything logout clears (§4 'Logout'): token, chat state, partner config, step, user, partner, preference, badge, recent searches. */
  clearSession: () => {
    for (const key of [
      StorageKey.accessToken,
      StorageKey.chatOpen,
      StorageKey.chatReceiver,
      StorageKey.messages,
      StorageKey.partnerConfig,
      StorageKey.currentStep,
      StorageKey.user,
      StorageKey.partner,
      StorageKey.preference,
      StorageKey.showNewEventsBadge,
      StorageKey.sessionStart,
      StorageKey.otpSent,
      StorageKey.recentSearches,
    ]) {
      write(key, null);
    }
  },
};
