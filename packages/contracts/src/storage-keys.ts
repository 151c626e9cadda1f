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
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];
