/** Keys of what the web app keeps in local storage (§3 'Local stored items'). */
export const StorageKey = {
  accessToken: 'U_A_T',
  forwardUrl: 'forwardUrl',
  currentStep: 'currentStep',
  partnerConfig: 'partnerconfig',
  messages: 'messages',
  hasInteractedWithChat: 'hasInteractedWithChat',
  musicPaused: 'musicPaused',
  sessionStart: 'sessionStart',
  showNewEventsBadge: 'showNewEventsBadge',
  chatOpen: 'chatOpen',
  chatReceiver: 'chatReceiver',
  themeMode: 'themeMode',
  user: 'user',
  partner: 'partner',
  preference: 'preference',
  otpSent: 'otpSent',
  recentSearches: 'recentSearches',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/** Onboarding steps on /signup, as stored under StorageKey.currentStep (1-based). */
export const SignUpStep = {
  CreateAccount: 1,
  VerifyEmail: 2,
  AboutYou: 3,
  AllSet: 4,
} as const;
export type SignUpStep = (typeof SignUpStep)[keyof typeof SignUpStep];
