/** Business constants and limits of the product spec (§9), in one place for the API and the web app. */
import { Text } from './messages.js';

export const API_PREFIX = 'v1';

/**
 * The id of the `<script type="application/json">` in which the API, serving the web build, writes GET app/config's
 * answer into index.html: the first render does not wait for a request.
 */
export const APP_CONFIG_ELEMENT_ID = 'nexus-app-config';
/** GET app/config's path, for the web app's plain fetch where the page does not carry the config. */
export const APP_CONFIG_PATH = '/app/config';

export const HTTP_TIMEOUT_MS = 30_000;
export const SOCKET_RECONNECTION_ATTEMPTS = 10_000;

export const PAGE_SIZE = {
  connectionSearch: 10,
  latestMessages: 5,
  chatMessages: 10,
  followersCompanyView: 6,
  followersFollowerView: 20,
  adminRoles: 10,
  employeeRoles: 2000,
  lounges: 5,
  feed: 20,
  hashtag: 20,
  comments: 10,
  replies: 10,
  notifications: 20,
  communities: 12,
  channelMembers: 20,
  events: 12,
  eventAttendees: 20,
  eventEdits: 20,
  reports: 20,
  adminMembers: 20,
} as const;

/** Trust and safety (issue 19). */
export const MODERATION_LIMITS = {
  reasonMaxLength: 1000,
  /** Distinct members reporting one post, comment or job before it is hidden until an admin reviews it. */
  hideThreshold: 3,
  /** Reports one member may file in `reportWindowSeconds`. */
  reportsPerWindow: 20,
  reportWindowSeconds: 3600,
  /** The suspension lengths the console offers, in days; a suspension may also last until lifted. */
  suspensionDays: [1, 3, 7, 30],
  suspensionMaxDays: 365,
} as const;

/** The analytics console: days shown (today included). */
export const ANALYTICS_DAYS = 30;

/**
 * Client analytics' vendors (§9): the script the web app loads for each, and what the API's CSP then lets through
 * (the script's origin, where it sends its events), as Google's and Mixpanel's CSP guides list them.
 */
export const ANALYTICS_VENDORS = {
  ga: {
    script: 'https://www.googletagmanager.com/gtag/js',
    scriptSources: ['https://*.googletagmanager.com'],
    connectSources: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  mixpanel: {
    script: 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
    scriptSources: ['https://cdn.mxpnl.com'],
    connectSources: ['https://api-js.mixpanel.com'],
  },
} as const;

export const MESSAGE_LIMITS = {
  typedMaxLength: 500,
  composerMaxLength: 1500,
  floodMessages: 3,
  floodWindowMs: 5_000,
} as const;

export const POST_SIZE_LIMIT_BYTES = 25 * 1024 * 1024;

/** Posts, polls, comments and channels (§5 gives the 25 MB; the rest are ours). */
export const POST_LIMITS = {
  contentMaxLength: 3000,
  mediaMaxFiles: 4,
  pollMinOptions: 2,
  pollMaxOptions: 4,
  pollOptionMaxLength: 80,
  pollMinDurationHours: 1,
  pollMaxDurationDays: 14,
  commentMaxLength: 1250,
  hashtagMaxLength: 50,
  /** Widths an image is resized to (never upscaled); the web picks one with srcset. */
  imageWidths: [320, 640, 1280],
} as const;
/**
 * A member's home timeline keeps about this many newest posts (fan-out on write, trimmed: apps/api/src/modules/feed/README.md);
 * older ones stay reachable on profiles, hashtag, community and channel pages.
 */
export const FEED_TIMELINE_CAP = 800;
export const LINK_PREVIEW_LIMITS = { timeoutMs: 3_000, maxBytes: 512 * 1024, maxRedirects: 3 } as const;
export const CHANNEL_LIMITS = { nameMaxLength: 60, descriptionMaxLength: 500 } as const;
/** §5: "Text is trimmed to 40 characters in one helper" (previews of posts in notifications). */
export const TEXT_TRIM_LENGTH = 40;
/** A direct message still unread this long after it was sent becomes a ping (the chat was not open). */
export const MESSAGE_PING_DELAY_SECONDS = 60;

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_NUDGE_AFTER_MS = 24 * 60 * 60 * 1000;

export const PASSWORD_BCRYPT_COST = 12;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
export const PASSWORD_MAX_LENGTH = 72;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 30 * 60;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const LOGIN_TOKEN_TTL_SECONDS = 15 * 60;
/** How long a mailed invitation to join a company stays valid. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Failed logins only count. `limit` failures within `windowMs` of the first lock the account (or the
 * address) for `windowMs` after the last; a successful login clears the account's count.
 */
export const LOGIN_THROTTLE = {
  perAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  perAddress: { limit: 50, windowMs: 15 * 60 * 1000 },
} as const;

/**
 * GET /user/{email}/search (how an e-mail signs in): every call counts, per client address; after `limit` calls
 * within `windowMs` of the first, the next waits `windowMs`.
 */
export const EMAIL_SEARCH_THROTTLE = {
  perAddress: { limit: 30, windowMs: 10 * 60 * 1000 },
} as const;

/**
 * Sign-up answers whether an e-mail is taken, so every attempt counts, per client address and per
 * (lowercased) e-mail: after `limit` attempts within `windowMs` of the first, the next waits `windowMs`.
 * The per-address limit can be raised with SIGN_UP_LIMIT_PER_ADDRESS (many members behind one address).
 */
export const SIGN_UP_THROTTLE = {
  perAddress: { limit: 20, windowMs: 60 * 60 * 1000 },
  perEmail: { limit: 5, windowMs: 60 * 60 * 1000 },
} as const;

export const CHAT_POPUP_SIZE_PX = { width: 380, height: 455 } as const;
export const CHAT_DRAWER = { widthPx: 330, listHeight: '26rem' } as const;
export const TRUNCATE = {
  name: 20,
  companyDrawer: 20,
  companyPopup: 25,
  previewOwn: 22,
  previewOther: 28,
  helperText: 40,
} as const;

export const RELATIVE_TIME_UNITS = ['s', 'm', 'h', 'd', 'w', 'mo', 'y'] as const;

export const TOAST_DELAY_MS = 520;
export const TOAST_DURATION_MS = 4_000;
export const TOAST_WITH_ACTION_DURATION_MS = 6_000;

/** Under `device` px wide is a device (phone or small tablet); tablets are also detected by user agent. */
export const DEVICE_BREAKPOINTS_PX = { device: 1024, largeDesktop: 1440 } as const;
export const THEME_BREAKPOINTS_PX = { xs: 0, sm: 360, md: 720, lg: 1080, xl: 1440 } as const;

export const ERROR_REPORTING_SAMPLE_RATES = { traces: 0.5, sessionReplays: 0.5, replaysOnError: 1 } as const;

export const VISUAL = {
  primaryButtonMinHeightPx: 54,
  partnerButton: { widthPx: 272, heightPx: 59, radiusPx: 40 },
  headlinePx: { desktop: 52, mediumAndSmaller: 30 },
  clapperAnimationSeconds: 6,
} as const;

export const REFRESH_TOKEN_COOKIE = 'nexus_refresh';
export const CLIENT_KEY_HEADER = 'x-api-key';

const MB = 1024 * 1024;
export const UPLOADS = {
  avatar: {
    field: 'file',
    maxBytes: 5 * MB,
    contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
    description: 'a PNG, JPEG or WebP image',
  },
  /** A company page's logo or banner (PUT partner-profile/{id}/image/{kind}). */
  companyImage: {
    field: 'file',
    maxBytes: 5 * MB,
    contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
    description: 'a PNG, JPEG or WebP image',
  },
  /** One image, video or document of a post (POST post-media); all of a post's media together stay under 25 MB. */
  postMedia: {
    field: 'file',
    maxBytes: POST_SIZE_LIMIT_BYTES,
    contentTypes: [
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
      'video/mp4',
      'video/webm',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    description: 'an image (PNG, JPEG, WebP, GIF), a video (MP4, WebM) or a document (PDF, Word, PowerPoint)',
    tooLargeMessage: Text.payloadTooLarge,
  },
  resume: {
    field: 'file',
    maxBytes: 10 * MB,
    contentTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    description: 'a PDF or Word (.docx) document',
  },
  /** A song of the music widget (POST admin/music, platform admins). */
  music: {
    field: 'file',
    maxBytes: 20 * MB,
    contentTypes: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4'],
    description: 'an MP3, Ogg, WAV or M4A audio file',
  },
} as const;

/**
 * The public asset bucket (§7 music: each song plays from {bucket}/{Key}): stored files that anyone may read are served
 * under this path, by their storage key.
 */
export const PUBLIC_FILES_PATH = '/v1/files';

/** The company page's text limits (PUT partner-profile/{id}). */
export const COMPANY_PAGE_LIMITS = { about: 2000, text: 120, url: 500 } as const;
/** Company sizes a company page can state (employees). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+'] as const;

/** Jobs (issue 13): a job expires this long after it goes live, unless renewed (renewing starts the period again). */
export const JOB_EXPIRY_DAYS = 30;
/** Hours behind each datePosted filter. */
export const JOB_DATE_POSTED_HOURS = { past_day: 24, past_week: 24 * 7, past_month: 24 * 30 } as const;
export const JOB_PAGE_SIZE = { search: 20, partnerJobs: 20, applications: 20, pipeline: 20, matches: 50 } as const;
export const JOB_LIMITS = {
  title: 120,
  description: 10_000,
  text: 120,
  screeningQuestions: 10,
  screeningQuestion: 300,
  screeningAnswer: 2000,
  coverLetter: 5000,
  note: 1000,
  phone: 40,
  keyword: 100,
  invitations: 50,
} as const;

/** Events (issue 13; the spec gives none of these). An event lasts at most `maxDurationDays`, which bounds its lists' index ranges. */
export const EVENT_LIMITS = {
  titleMaxLength: 120,
  descriptionMaxLength: 5000,
  venueMaxLength: 200,
  urlMaxLength: 500,
  ticketQuotaMax: 100_000,
  maxDurationDays: 14,
  /** The length of the codes migration `events`' event_ticket_code() makes (SQL cannot read this constant). */
  ticketCodeLength: 16,
} as const;
/** An event's cover image: the same rules as a company page's images. */
export const EVENT_COVER_UPLOAD = UPLOADS.companyImage;

/** One search (issue 23 §1): query bounds, hits per kind in the app bar, the results page's size, recent searches kept. */
export const SEARCH_LIMITS = {
  minQueryLength: 2,
  maxQueryLength: 100,
  perKind: 3,
  maxPerKind: 10,
  pageSize: 20,
  recentSearches: 8,
  /** Characters of a post's text or a community's about shown as a hit's line. */
  excerptLength: 140,
} as const;

/**
 * The weekly digest e-mail (issue 23): what each section lists at most, and the windows it looks at. The week is the
 * ISO week in UTC (Monday 00:00); "this week" looks back `lookbackDays` from the run, "coming" forward `aheadDays`.
 */
export const DIGEST_LIMITS = {
  names: 3,
  posts: 3,
  jobs: 3,
  events: 3,
  lookbackDays: 7,
  aheadDays: 7,
  /** Of a post's text, what the e-mail quotes. */
  excerpt: 140,
} as const;
