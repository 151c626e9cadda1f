/** User-facing strings the spec fixes (§2, §4, §5, §8), and the ones this product adds next to them. */
export const Text = {
  notFoundTitle: 'This page was not found',
  returnHome: 'Return to Home Page',
  accountBlocked: 'Your account has been blocked',
  accountLocked: 'Account is temporarily locked',
  eventNotLive: 'Event is not live yet',
  presentationNotAvailable: 'Presentation not currently available',
  payloadTooLarge: 'Your Post was too large. Maximum acceptable size is 25mb',
  payloadTooLargeError: 'PayloadTooLargeError',
  serverError: 'A server error has occurred.  Please try again.',
  notImplemented: 'Not Implemented',
  profileReady: 'Your profile is ready!',
  viewProfile: 'View Profile',
  dmLimitReached: 'You have used up your DM subscription count for the month',
  noChatPermission: 'You no longer have permission to chat with this user',
  floodLimit: 'You cannot send more than 3 messages in 5 secs',
  confirmDeleteMessage: 'Are you sure you want to delete this message?',
  confirmDeleteConversation: 'Are you sure you want to delete your entire conversation?',
  wantToChat: 'Want to chat?',
  noMessages: 'No Messages',
  noMoreMessages: 'No More Messages',
  writeYourMessage: 'Write your message...',
  musicCaption: 'vibe with us!!!',
  pollEnded: 'Poll ended',
  seeAllPartners: 'see all partners',
  becomeAPartner: 'become a partner',
  sessionNudge: 'Thanks for spending time on Nexus. Your network will be here when you come back.',
  invalidCredentials: 'Invalid e-mail or password',
  wrongRole: 'This account does not sign in with that role',
  emailTaken: 'An account with this e-mail already exists',
  verificationCodeInvalid: 'That code is not valid. Check the e-mail we sent you and try again.',
  verificationCodeExpired: 'That code has expired. Ask for a new one.',
  tokenInvalid: 'This link is not valid or has expired',
  currentPasswordWrong: 'The current password is not correct',
  resetMailSent: 'If an account exists for that e-mail, we have sent a link to reset the password.',
  forbidden: 'You do not have access to this',
  notFound: 'Not found',
  invalidApiKey: 'Invalid client key',
  notVerified: 'Verify your e-mail address to continue',
  useSingleSignOn: 'This account signs in with single sign-on',
} as const;

/** The exact 401 messages that make the web app clear its session (§8). */
export const UnauthorizedMessage = {
  invalidRefreshToken: 'Invalid refresh token',
  missingRefreshToken: 'Missing refresh token',
  sessionNotFound: 'Session not found',
  jwtExpired: 'JWT verification failed: jwt expired',
  invalidAccessToken: 'Invalid access token',
} as const;
export type UnauthorizedMessage = (typeof UnauthorizedMessage)[keyof typeof UnauthorizedMessage];
export const SESSION_ENDING_MESSAGES: readonly string[] = Object.values(UnauthorizedMessage);

export const ConnectionsEmptyState = {
  requests: 'No connection requests right now. When someone asks to connect, you will see them here.',
  connections: 'You have no connections yet. Find people you know in Suggested.',
  pending: 'You have no pending requests. Requests you send wait here until they are answered.',
  blocked: 'You have not blocked anyone.',
  companies: 'You do not follow any companies yet.',
  suggested: 'No suggestions for now. Complete your profile to get better ones.',
} as const;
