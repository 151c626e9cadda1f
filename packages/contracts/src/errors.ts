/**
 * Domain error codes: one per error path, stable across releases, so a client branches on the code and
 * never on message text. `ERROR_HTTP_STATUS` gives each its one HTTP status.
 */
export const ErrorCode = {
  /** 400: a parameter, query field or body field is not valid; `issues` names them. */
  ValidationFailed: 'VALIDATION_FAILED',
  /** 400: the body is not JSON. */
  MalformedJson: 'MALFORMED_JSON',
  /** 400: a one-time token (mailed link, unsubscribe link) is not valid or has expired. */
  InvalidToken: 'INVALID_TOKEN',
  /** 401, one code for each of §8's session-ending messages (`UnauthorizedMessage`). */
  InvalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  MissingRefreshToken: 'MISSING_REFRESH_TOKEN',
  SessionNotFound: 'SESSION_NOT_FOUND',
  AccessTokenExpired: 'ACCESS_TOKEN_EXPIRED',
  InvalidAccessToken: 'INVALID_ACCESS_TOKEN',
  /** 401: login with a wrong e-mail, password or role. */
  InvalidCredentials: 'INVALID_CREDENTIALS',
  AccountBlocked: 'ACCOUNT_BLOCKED',
  InvalidClientKey: 'INVALID_CLIENT_KEY',
  /** 403: too many failed logins; the answer carries Retry-After. The web does not refresh on it (§8). */
  AccountLocked: 'ACCOUNT_LOCKED',
  AccountNotVerified: 'ACCOUNT_NOT_VERIFIED',
  Forbidden: 'FORBIDDEN',
  /** 403: no connection and no message permission, a block, or the receiver at their DM limit (Text.noChatPermission). */
  ChatNotAllowed: 'CHAT_NOT_ALLOWED',
  /** 403: the sender's monthly DM count reached its total (Text.dmLimitReached). */
  DmQuotaUsedUp: 'DM_QUOTA_USED_UP',
  /** 404: the thing asked for does not exist (or is not the caller's to see). */
  NotFound: 'NOT_FOUND',
  /** 404: no route has this method and path; on the socket, no event has this name. */
  RouteNotFound: 'ROUTE_NOT_FOUND',
  Conflict: 'CONFLICT',
  /** Promo codes (BillingText): unknown 404, not valid yet 400, expired 400, used up 409, already used by the partner 409. */
  PromoCodeNotFound: 'PROMO_CODE_NOT_FOUND',
  PromoCodeNotYetValid: 'PROMO_CODE_NOT_YET_VALID',
  PromoCodeExpired: 'PROMO_CODE_EXPIRED',
  PromoCodeUsedUp: 'PROMO_CODE_USED_UP',
  PromoCodeAlreadyRedeemed: 'PROMO_CODE_ALREADY_REDEEMED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** An event's presentation asked for before the event is live (httpMessage: Text.presentationNotAvailable). */
  EventNotLive: 'EVENT_NOT_LIVE',
  /** 429: too many requests from one address; Retry-After says when to try again. */
  RateLimited: 'RATE_LIMITED',
  /** 429: too many sign-ups from one address or for one e-mail; Retry-After says when to try again. */
  TooManySignUps: 'TOO_MANY_SIGN_UPS',
  /** 429: more direct messages in the flood window than §5 allows. */
  MessageFlood: 'MESSAGE_FLOOD',
  /** Posts (issue 12): reading a post the reader may not see; changing one that is not theirs (nor their company's). */
  PostNotVisible: 'POST_NOT_VISIBLE',
  NotPostOwner: 'NOT_POST_OWNER',
  /** 403: posting as a company without being its partner admin, in a community or channel one is not a member of. */
  NotCompanyAdmin: 'NOT_COMPANY_ADMIN',
  NotCommunityMember: 'NOT_COMMUNITY_MEMBER',
  NotChannelMember: 'NOT_CHANNEL_MEMBER',
  /** Trust and safety (issue 19). */
  AlreadyReported: 'ALREADY_REPORTED',
  CannotReportOwn: 'CANNOT_REPORT_OWN',
  ReportActionNotAllowed: 'REPORT_ACTION_NOT_ALLOWED',
  ReportChangedByAnother: 'REPORT_CHANGED_BY_ANOTHER',
  CannotModerateUser: 'CANNOT_MODERATE_USER',
  /** 403: a suspended member tried to write (post, comment, react, message, apply, register…). */
  AccountSuspended: 'ACCOUNT_SUSPENDED',
  /** 409: a vote in a poll that has closed, or a second vote. */
  PollClosed: 'POLL_CLOSED',
  AlreadyVoted: 'ALREADY_VOTED',
  /** 409: only a public post (not in a community or channel) can be pinned for everyone. */
  PinNotPublic: 'PIN_NOT_PUBLIC',
  /** 400: a link preview of an address that is not public (private, loopback, link-local…) or not http(s). */
  LinkPreviewRefused: 'LINK_PREVIEW_REFUSED',
  /** 422: the link could not be read (no answer in time, an error status, too many redirects, not HTML). */
  LinkPreviewUnavailable: 'LINK_PREVIEW_UNAVAILABLE',
  /** 403: editing a comment that is not one's own, deleting one that is neither one's own nor on one's post. */
  NotCommentOwner: 'NOT_COMMENT_OWNER',
  /** Events (issue 13), 409s: a second registration, a second check-in, a status change out of order, a quota
   *  below the seats taken, registering for an event that has ended, cancelling after check-in. */
  AlreadyRegistered: 'ALREADY_REGISTERED',
  AlreadyCheckedIn: 'ALREADY_CHECKED_IN',
  EventStatusConflict: 'EVENT_STATUS_CONFLICT',
  TicketQuotaBelowRegistered: 'TICKET_QUOTA_BELOW_REGISTERED',
  EventEnded: 'EVENT_ENDED',
  AlreadyAttended: 'ALREADY_ATTENDED',
  /** 409: summits (SummitsText): a second registration for an edition, an edition closed to registration, a pass sold out. */
  SummitAlreadyRegistered: 'SUMMIT_ALREADY_REGISTERED',
  SummitRegistrationClosed: 'SUMMIT_REGISTRATION_CLOSED',
  SummitPassSoldOut: 'SUMMIT_PASS_SOLD_OUT',
  /** Single sign-on (issue 20). 401: the provider's answer did not check out (state, code, ID token). */
  SsoFailed: 'SSO_FAILED',
  /** 404: that provider is not configured on this server. */
  SsoNotConfigured: 'SSO_NOT_CONFIGURED',
  /** 409: the provider does not vouch for the e-mail, and an account already has it: never linked. */
  SsoEmailNotVerified: 'SSO_EMAIL_NOT_VERIFIED',
  /** 403: a Slack account outside the configured team. */
  SsoWrongTeam: 'SSO_WRONG_TEAM',
  /** 403: a provider account that is not a platform admin's, at the admins' sign-in. */
  NotPlatformAdmin: 'NOT_PLATFORM_ADMIN',
  /** 401: a password sign-in of an account that signs in with a provider; the message names it. */
  UseSingleSignOn: 'USE_SINGLE_SIGN_ON',
  /** 403: admins sign in with Google or Apple on this server, not with a password. */
  PasswordLoginOff: 'PASSWORD_LOGIN_OFF',
  /** 401: a platform admin's password sign-in needs the authenticator's code; SETUP: first set the app up. */
  TotpRequired: 'TOTP_REQUIRED',
  TotpSetupRequired: 'TOTP_SETUP_REQUIRED',
  TotpInvalid: 'TOTP_INVALID',
  Internal: 'INTERNAL',
  /** 503: the server is overloaded (or its database pool is exhausted); Retry-After says when to try again. */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.MalformedJson]: 400,
  [ErrorCode.InvalidToken]: 400,
  [ErrorCode.InvalidRefreshToken]: 401,
  [ErrorCode.MissingRefreshToken]: 401,
  [ErrorCode.SessionNotFound]: 401,
  [ErrorCode.AccessTokenExpired]: 401,
  [ErrorCode.InvalidAccessToken]: 401,
  [ErrorCode.InvalidCredentials]: 401,
  [ErrorCode.AccountBlocked]: 401,
  [ErrorCode.InvalidClientKey]: 401,
  [ErrorCode.AccountLocked]: 403,
  [ErrorCode.AccountNotVerified]: 403,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.ChatNotAllowed]: 403,
  [ErrorCode.DmQuotaUsedUp]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.RouteNotFound]: 404,
  [ErrorCode.EventNotLive]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.PromoCodeNotFound]: 404,
  [ErrorCode.PromoCodeNotYetValid]: 400,
  [ErrorCode.PromoCodeExpired]: 400,
  [ErrorCode.PromoCodeUsedUp]: 409,
  [ErrorCode.PromoCodeAlreadyRedeemed]: 409,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.TooManySignUps]: 429,
  [ErrorCode.MessageFlood]: 429,
  [ErrorCode.PostNotVisible]: 403,
  [ErrorCode.NotPostOwner]: 403,
  [ErrorCode.NotCompanyAdmin]: 403,
  [ErrorCode.NotCommunityMember]: 403,
  [ErrorCode.NotChannelMember]: 403,
  [ErrorCode.PollClosed]: 409,
  [ErrorCode.AlreadyVoted]: 409,
  [ErrorCode.PinNotPublic]: 409,
  [ErrorCode.LinkPreviewRefused]: 400,
  [ErrorCode.LinkPreviewUnavailable]: 422,
  [ErrorCode.NotCommentOwner]: 403,
  [ErrorCode.AlreadyRegistered]: 409,
  [ErrorCode.AlreadyCheckedIn]: 409,
  [ErrorCode.EventStatusConflict]: 409,
  [ErrorCode.TicketQuotaBelowRegistered]: 409,
  [ErrorCode.EventEnded]: 409,
  [ErrorCode.AlreadyAttended]: 409,
  [ErrorCode.SummitAlreadyRegistered]: 409,
  [ErrorCode.SummitRegistrationClosed]: 409,
  [ErrorCode.SummitPassSoldOut]: 409,
  [ErrorCode.AlreadyReported]: 409,
  [ErrorCode.CannotReportOwn]: 400,
  [ErrorCode.ReportActionNotAllowed]: 409,
  [ErrorCode.ReportChangedByAnother]: 409,
  [ErrorCode.CannotModerateUser]: 403,
  [ErrorCode.AccountSuspended]: 403,
  [ErrorCode.SsoFailed]: 401,
  [ErrorCode.SsoNotConfigured]: 404,
  [ErrorCode.SsoEmailNotVerified]: 409,
  [ErrorCode.SsoWrongTeam]: 403,
  [ErrorCode.NotPlatformAdmin]: 403,
  [ErrorCode.UseSingleSignOn]: 401,
  [ErrorCode.PasswordLoginOff]: 403,
  [ErrorCode.TotpRequired]: 401,
  [ErrorCode.TotpSetupRequired]: 401,
  [ErrorCode.TotpInvalid]: 401,
  [ErrorCode.Internal]: 500,
  [ErrorCode.ServiceUnavailable]: 503,
};

/** The codes of §8's 401s after which the web app clears its session and goes to sign in. */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = [
  ErrorCode.InvalidRefreshToken,
  ErrorCode.MissingRefreshToken,
  ErrorCode.SessionNotFound,
  ErrorCode.AccessTokenExpired,
  ErrorCode.InvalidAccessToken,
];

/**
 * The 403s the web app does not answer with a token refresh and a retry (§8): the locked account, and the chat
 * refusals, which a new token cannot change (the composer shows §5's notice instead).
 */
export const NO_RETRY_FORBIDDEN_CODES: readonly ErrorCode[] = [
  ErrorCode.AccountLocked,
  ErrorCode.ChatNotAllowed,
  ErrorCode.DmQuotaUsedUp,
  ErrorCode.AccountSuspended,
  ErrorCode.CannotModerateUser,
  ErrorCode.SsoWrongTeam,
  ErrorCode.NotPlatformAdmin,
  ErrorCode.PasswordLoginOff,
];
