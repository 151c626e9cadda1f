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
  serviceUnavailable: 'Nexus is busy right now. Please try again in a moment.',
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
  typeUnsubscribed: 'You will not get these e-mails any more. Your other Nexus e-mails stay as they are.',
  digestUnsubscribed: 'You will not get the weekly digest any more. Your other Nexus e-mails stay as they are.',
  currentPasswordWrong: 'The current password is not correct',
  resetMailSent: 'If an account exists for that e-mail, we have sent a link to reset the password.',
  forbidden: 'You do not have access to this',
  notFound: 'Not found',
  userNotFound: 'User not found',
  invalidApiKey: 'Invalid client key',
  notVerified: 'Verify your e-mail address to continue',
  useSingleSignOn: 'This account signs in with single sign-on',
  ssoNotConfigured: 'Single sign-on is not set up on this server',
  ssoFailed: 'The sign-in with your provider did not complete. Please try again.',
  ssoEmailNotVerified:
    'Your provider has not verified this e-mail address, and a Nexus account already uses it. Sign in with your password, or verify the address with your provider first.',
  ssoEmailNotVerifiedNew:
    'Your provider has not verified this e-mail address. Verify it with your provider, or sign up with your e-mail and a password.',
  ssoPartnerSignUp: 'Partner accounts are made with the partner sign-up form. Once made, you can sign in with your provider.',
  ssoNoEmail: 'Your provider did not share an e-mail address, which Nexus needs to sign you in.',
  ssoWrongTeam: 'This Slack account is not in the workspace that signs in to Nexus',
  notPlatformAdmin: 'This account is not a platform admin. Members sign in on the main sign-in page.',
  adminPasswordLoginOff: 'Platform admins sign in with Google or Apple',
  totpRequired: 'Enter the 6-digit code from your authenticator app',
  totpSetupRequired: 'Set up your authenticator app, then enter the code it shows',
  totpInvalid: 'That code is not right. Enter the code your authenticator app shows now.',
  developmentSignIn: 'Development sign-in: no real provider is involved',
  backToSignIn: 'Back to sign in',
  verificationCodeSent: 'We sent a new code to your e-mail address',
  emailVerified: 'Your e-mail address is verified',
  passwordResetDone: 'Your password has been changed. Sign in with your new password.',
  configLoadFailed: 'Nexus could not reach its server. Check your connection and try again.',
  profileNotFound: 'This profile was not found',
  companyNotFound: 'This company was not found',
  organisationNameTaken: 'An organisation with this name already exists',
  packageTypeRequired: 'is required for a corporate partner',
  packageTypeOnlyCorporate: 'is only for corporate partners',
  followNotFound: 'You do not follow this company',
  onlyFollowerUnfollows: 'Only the member who follows can unfollow',
  companyPageSaved: 'Your company page is saved',
  deletionMailSent: 'We sent you an e-mail. Open the link in it to delete your account.',
  accountDeleted: 'Your account and your personal data have been deleted.',
  tooManyRequests: 'Too many requests, slow down a little',
  tooManySignUps: 'Too many sign-up attempts. Try again later.',
  unknownSocketEvent: 'This event is not known',
  resumeUnreadable: 'We could not read this document. Fill in your profile yourself, or try another file.',
} as const;

/** Trust and safety (issue 19): reports, the review queue and member status. */
export const ModerationText = {
  reportReceived: 'Thanks for letting us know. Our team will review this report.',
  alreadyReported: 'You have already reported this. Our team is reviewing it.',
  cannotReportSelf: 'You cannot report your own content',
  reportNotFound: 'This report was not found',
  targetNotFound: 'This content was not found',
  tooManyReports: 'You have sent many reports in a short time. Try again later.',
  reportChangedByAnother: 'Another admin acted on this report first. Reload it to see what changed.',
  actionNotAllowed: (action: string, status: string) => `${action} is not possible on a report that is ${status}`,
  cannotModerateAdmin: 'A platform admin cannot be suspended or blocked',
  cannotModerateSelf: 'You cannot suspend or block yourself',
  notSuspended: 'This member is not suspended',
  notBlocked: 'This member is not blocked',
  alreadyBlocked: 'This member is already blocked',
  contentAlreadyRemoved: 'This content has already been removed',
  contentHidden: 'This content is hidden while our team reviews reports about it',
  memberNotFound: 'This member was not found',
  /** Reopen Report when the reporter has filed a new open report of the same content since. */
  reporterReportedAgain: 'The reporter has reported this content again since: act on that report instead',
  /** The reporter's ping ('Your report was reviewed: …'): what came of it, never who handled it. */
  outcomeContentRemoved: 'the content you reported was removed',
  outcomeActionTaken: 'we took action on the account responsible',
  outcomeNoViolation: 'no violation of our community rules was found',
  /** The member's ping when a suspension is lifted. */
  suspensionLifted: 'Your account is no longer suspended',
  /** The refusal of every write of a suspended member. */
  accountSuspended: (until: string | null) =>
    until ? `Your account is suspended until ${until}` : 'Your account is suspended until further notice',
} as const;

/** What the posts API answers (issue 12). */
export const PostText = {
  postNotFound: 'This post was not found',
  postNotVisible: 'You cannot see this post',
  notPostOwner: 'Only its author or an admin of its company can change this post',
  notCompanyAdmin: 'Only an admin of this company can post as it',
  notCommunityMember: 'Join this community to post in it',
  notChannelMember: 'Join this channel to post in it',
  communityNotFound: 'This community was not found',
  channelNotFound: 'This channel was not found',
  postEmpty: 'needs text, media or a poll',
  mediaNotAvailable: 'names media that are not your uploads or are already in a post',
  notInThisPoll: 'is not an option of this poll',
  noPoll: 'this post has no poll',
  pollClosed: 'This poll has ended',
  alreadyVoted: 'You have already voted in this poll',
  onlyPublicPinned: 'Only a public post can be pinned',
  mediaNotFound: 'This upload was not found',
  linkPreviewRefused: 'This link cannot be previewed',
  linkPreviewUnavailable: 'This link could not be read',
} as const;

const inWords = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** 'Account is temporarily locked. Try again in 15 minutes.': §8's phrase first, which the web matches. */
export const accountLockedFor = (retryAfterSeconds: number) =>
  `${Text.accountLocked}. Try again in ${inWords(retryAfterSeconds)}.`;

/** A password sign-in of an account made by a provider: which button to use, and how to get a password instead. */
export const signsInWithProvider = (providerName: string) =>
  `This account signs in with ${providerName}. Use the ${providerName} button, or set a password with 'Forgot password?'.`;

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

/** Comments, replies and reactions (issue 12); a post not found or not visible answers with PostText. */
export const FeedText = {
  commentNotFound: 'Comment not found',
  parentNotOnPost: 'must be a comment on this post',
  replyToReply: 'must be a comment, not a reply (replies are one level deep)',
  onlyAuthorEdits: 'Only its author can edit a comment',
  onlyAuthorDeletes: "Only its author or the post's author can delete a comment",
} as const;
