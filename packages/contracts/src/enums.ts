/** Every enumeration of the spec (§3). Where the spec does not show stored values, these are ours. */

const values = <T extends Record<string, string>>(o: T) => Object.values(o) as [T[keyof T], ...T[keyof T][]];

export const Role = { Partner: 'PARTNER', Member: 'MEMBER', Admin: 'ADMIN' } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES = values(Role);
/** Roles a person may choose when signing up; admins are appointed, never self-made. */
export const SIGN_UP_ROLES = [Role.Member, Role.Partner] as const;
/**
 * Roles offered at sign-in with e-mail and password: an admin appointed with a password (the demo's
 * admin@nexus.test) signs in like anyone else; single sign-on (§6) is the other way in.
 */
export const SIGN_IN_ROLES = [Role.Member, Role.Partner, Role.Admin] as const;

export const AuthType = { Sso: 'sso', Creds: 'creds' } as const;
export type AuthType = (typeof AuthType)[keyof typeof AuthType];

export const SsoType = { Google: 'google', Apple: 'apple', LinkedIn: 'linkedin', Slack: 'slack' } as const;
export type SsoType = (typeof SsoType)[keyof typeof SsoType];
export const SSO_TYPES = values(SsoType);
/** §1, §6: platform admins sign in with Google or Apple; LinkedIn and Slack are for members and partners. */
export const ADMIN_SSO_TYPES = [SsoType.Google, SsoType.Apple] as const;
/** How each provider is named on buttons and in messages. */
export const SSO_PROVIDER_NAMES: Record<SsoType, string> = {
  google: 'Google',
  apple: 'Apple',
  linkedin: 'LinkedIn',
  slack: 'Slack',
};

export const PartnerType = { Community: 'community', Corporate: 'corporate', Recruit: 'recruit' } as const;
export type PartnerType = (typeof PartnerType)[keyof typeof PartnerType];
export const PARTNER_TYPES = values(PartnerType);

/**
 * What an admin group can grant (GET user-function; the `functions` table holds the same names). Permissions
 * are data: a member holds a function through an enabled admin group of their partner (or of the platform).
 */
export const PartnerFunction = {
  Dm: 'DM',
  ManageAdmins: 'MANAGE_ADMINS',
  ManageEmployees: 'MANAGE_EMPLOYEES',
  EditCompanyPage: 'EDIT_COMPANY_PAGE',
  PostJobs: 'POST_JOBS',
  ManageEvents: 'MANAGE_EVENTS',
  Moderate: 'MODERATE',
  ManageSubscription: 'MANAGE_SUBSCRIPTION',
  ManageChannels: 'MANAGE_CHANNELS',
} as const;
export type PartnerFunction = (typeof PartnerFunction)[keyof typeof PartnerFunction];
export const PARTNER_FUNCTIONS = values(PartnerFunction);

export const EmployeeStatus = { Pending: 'pending', Verified: 'verified', Deactivated: 'deactivated' } as const;
export type EmployeeStatus = (typeof EmployeeStatus)[keyof typeof EmployeeStatus];
export const EMPLOYEE_STATUSES = values(EmployeeStatus);

export const ProductVariant = { Bnxt: 'BNXT', Bfutr: 'BFUTR' } as const;
export type ProductVariant = (typeof ProductVariant)[keyof typeof ProductVariant];
export const PRODUCT_VARIANTS = values(ProductVariant);
export const EventCode = { Bfutr2024: 'bfutr2024', Bfutr2025: 'bfutr2025', Bnxt2025: 'bnxt2025' } as const;
export type EventCode = (typeof EventCode)[keyof typeof EventCode];

export const RegistrationType = { Bfutr: 'Bfutr', Bfutr25: 'Bfutr25', Bnxt: 'Bnxt' } as const;
export type RegistrationType = (typeof RegistrationType)[keyof typeof RegistrationType];
export const REGISTRATION_TYPES = values(RegistrationType);

export const MessageStatus = { Unread: 'unread', Read: 'read' } as const;
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];

export const JobStatus = { Closed: 'closed', Active: 'active', Expired: 'expired', Draft: 'draft' } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];
export const JobMode = { New: 'new', Repost: 'repost', Edit: 'edit', Renew: 'renew' } as const;
export type JobMode = (typeof JobMode)[keyof typeof JobMode];
export const JobSaveStatus = { Saved: 'saved', Unsaved: 'unsaved' } as const;
export type JobSaveStatus = (typeof JobSaveStatus)[keyof typeof JobSaveStatus];

export const EventStatus = { Draft: 'draft', Live: 'live', Scheduled: 'scheduled' } as const;
export type EventStatus = (typeof EventStatus)[keyof typeof EventStatus];
export const EventFormat = {
  Offline: 'offline',
  VirtualLower: 'virtual',
  Hybrid: 'Hybrid',
  Virtual: 'Virtual',
  InPerson: 'In-Person',
} as const;
export type EventFormat = (typeof EventFormat)[keyof typeof EventFormat];
export const EVENT_STATUSES = values(EventStatus);
/** The formats an event is stored with: §3's lower-case names are aliases (offline is In-Person, virtual is Virtual). */
export const EVENT_FORMATS = [EventFormat.InPerson, EventFormat.Virtual, EventFormat.Hybrid] as const;
export type StoredEventFormat = (typeof EVENT_FORMATS)[number];
export const EVENT_FORMAT_ALIASES: Record<EventFormat, StoredEventFormat> = {
  [EventFormat.Offline]: EventFormat.InPerson,
  [EventFormat.InPerson]: EventFormat.InPerson,
  [EventFormat.VirtualLower]: EventFormat.Virtual,
  [EventFormat.Virtual]: EventFormat.Virtual,
  [EventFormat.Hybrid]: EventFormat.Hybrid,
};
export const TicketType = { General: 'General', Vip: 'vip' } as const;
export type TicketType = (typeof TicketType)[keyof typeof TicketType];
export const TICKET_TYPES = values(TicketType);
export const AttendanceType = { Registered: 'registered', Attended: 'attended' } as const;
export type AttendanceType = (typeof AttendanceType)[keyof typeof AttendanceType];
export const EventAttendeeStatus = { Going: 'going', Interested: 'interested', NotGoing: 'not_going' } as const;
export type EventAttendeeStatus = (typeof EventAttendeeStatus)[keyof typeof EventAttendeeStatus];
export const EventEditType = { Details: 'details', Schedule: 'schedule', Tickets: 'tickets' } as const;
export type EventEditType = (typeof EventEditType)[keyof typeof EventEditType];
/** Which events GET events lists: upcoming (not ended, soonest first), past (newest first), or the member's own. */
export const EventListScope = { Upcoming: 'upcoming', Past: 'past', Registered: 'registered' } as const;
export type EventListScope = (typeof EventListScope)[keyof typeof EventListScope];
export const EVENT_LIST_SCOPES = values(EventListScope);

export const ReportedContentStatus = { Opened: 'opened', Closed: 'closed', Resolved: 'resolved' } as const;
export type ReportedContentStatus = (typeof ReportedContentStatus)[keyof typeof ReportedContentStatus];
export const UserStatus = { Active: 'active', Suspended: 'suspended', Blocked: 'blocked' } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const Visibility = { Private: 'private', Public: 'public' } as const;
export type Visibility = (typeof Visibility)[keyof typeof Visibility];
export const ReportedContentAction = { Blocked: 'blocked', Suspend: 'suspend', Delete: 'delete' } as const;
export type ReportedContentAction = (typeof ReportedContentAction)[keyof typeof ReportedContentAction];
export const ReportTargetType = { Post: 'post', Comment: 'comment', Job: 'job' } as const;
export type ReportTargetType = (typeof ReportTargetType)[keyof typeof ReportTargetType];
/** What a member can report: §3's target types, and a member (their profile) besides. */
export const ReportSubject = { ...ReportTargetType, User: 'user' } as const;
export type ReportSubject = (typeof ReportSubject)[keyof typeof ReportSubject];
export const REPORT_SUBJECTS = values(ReportSubject);
export const REPORT_STATUSES = values(ReportedContentStatus);
export const REPORT_ACTIONS = values(ReportedContentAction);
export const USER_STATUSES = values(UserStatus);
/** Why a member reports something (the report dialog's choices). */
export const ReportCategory = {
  Spam: 'spam',
  Harassment: 'harassment',
  HateSpeech: 'hate_speech',
  Misinformation: 'misinformation',
  Scam: 'scam',
  Inappropriate: 'inappropriate',
  FakeAccount: 'fake_account',
  Other: 'other',
} as const;
export type ReportCategory = (typeof ReportCategory)[keyof typeof ReportCategory];
export const REPORT_CATEGORIES = values(ReportCategory);
export const REPORT_CATEGORY_LABEL: Record<ReportCategory, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate_speech: 'Hate speech',
  misinformation: 'False information',
  scam: 'Scam or fraud',
  inappropriate: 'Sexual or violent content',
  fake_account: 'Fake account',
  other: 'Something else',
};
/** The platform figures of the analytics console, per day. */
export const AnalyticsMetric = {
  ActiveMembers: 'activeMembers',
  SignUps: 'signUps',
  Posts: 'posts',
  Comments: 'comments',
  MessagesSent: 'messagesSent',
  JobApplications: 'jobApplications',
  EventRegistrations: 'eventRegistrations',
} as const;
export type AnalyticsMetric = (typeof AnalyticsMetric)[keyof typeof AnalyticsMetric];
export const ANALYTICS_METRICS = values(AnalyticsMetric);
export const ReportedUserType = { Member: 'member', Partner: 'partner' } as const;
export type ReportedUserType = (typeof ReportedUserType)[keyof typeof ReportedUserType];
export const REPORTED_USER_TYPES = values(ReportedUserType);
export const ReportActionTypes = {
  ViewReport: 'View Report',
  CloseReport: 'Close Report',
  AssignToMyself: 'Assign to Myself',
  DeleteContent: 'Delete Content',
  SuspendUser: 'Suspend User',
  BlockUser: 'Block User',
  ReopenReport: 'Reopen Report',
} as const;
export type ReportActionTypes = (typeof ReportActionTypes)[keyof typeof ReportActionTypes];
/** The first line of every report's audit log: a member filed it (the other lines are ReportActionTypes). */
export const REPORT_FILED = 'Reported';

export const PostTypes = { Text: 'text', Image: 'image', Video: 'video', Poll: 'poll', Document: 'document' } as const;
export type PostTypes = (typeof PostTypes)[keyof typeof PostTypes];
export const POST_TYPES = values(PostTypes);
export const ReactionType = { Like: 'like' } as const;
export type ReactionType = (typeof ReactionType)[keyof typeof ReactionType];
export const REACTION_TYPES = values(ReactionType);
/** Who may read a post: everyone signed in, or the author's connections (and company followers for a company post). */
export const PostVisibility = { Public: 'public', Connections: 'connections' } as const;
export type PostVisibility = (typeof PostVisibility)[keyof typeof PostVisibility];
export const POST_VISIBILITIES = values(PostVisibility);
export const PostMediaKind = { Image: 'image', Video: 'video', Document: 'document' } as const;
export type PostMediaKind = (typeof PostMediaKind)[keyof typeof PostMediaKind];
export const POST_MEDIA_KINDS = values(PostMediaKind);
/** Why a post is in a member's feed; the web words each one ("Because you follow Northwind", "Posted in Lagos Builders"). */
export const FeedReason = {
  Own: 'own',
  Connection: 'connection',
  Follow: 'follow',
  Community: 'community',
  Channel: 'channel',
} as const;
export type FeedReason = (typeof FeedReason)[keyof typeof FeedReason];
export const FEED_REASONS = values(FeedReason);
/** What a notification (/pings) is about. Each maps to a notification setting type (NOTIFICATION_SETTING_OF). */
export const NotificationKind = {
  Mention: 'mention',
  Comment: 'comment',
  Reply: 'reply',
  Reaction: 'reaction',
  ConnectionRequest: 'connection_request',
  ConnectionAccepted: 'connection_accepted',
  CompanyFollow: 'company_follow',
  Message: 'message',
  ApplicationStatus: 'application_status',
  /** A waitlisted member was given a seat that freed up. */
  EventSeat: 'event_seat',
  /** Trust and safety: a report the member made was reviewed (never says by whom). */
  ReportOutcome: 'report_outcome',
  /** Trust and safety: a platform admin removed the member's post, comment or job, and why. */
  ContentRemoved: 'content_removed',
  /** Trust and safety: the member's account was suspended (until when) or the suspension lifted. */
  AccountSuspended: 'account_suspended',
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];
export const NOTIFICATION_KINDS = values(NotificationKind);
/** The notification setting (notification_types.key) whose e-mail and in-app switches govern each kind. */
export const NOTIFICATION_SETTING_OF: Record<NotificationKind, string> = {
  mention: 'mention',
  reply: 'mention',
  comment: 'comment',
  reaction: 'reaction',
  connection_request: 'connection_request',
  connection_accepted: 'connection_accepted',
  company_follow: 'company_follow',
  message: 'message',
  application_status: 'application_status',
  event_seat: 'event_seat',
  report_outcome: 'moderation',
  content_removed: 'moderation',
  account_suspended: 'moderation',
};

/** The notification setting (notification_types.key) of the weekly digest e-mail: on unless the member switches it off. */
export const WEEKLY_DIGEST_SETTING = 'weekly_digest';
/** Notification settings that are e-mails only (no in-app ping): the settings page shows no in-app switch for them. */
export const EMAIL_ONLY_SETTINGS: readonly string[] = [WEEKLY_DIGEST_SETTING];

export const SummitPassType = { General: 'general', Vip: 'vip', Speaker: 'speaker' } as const;
export type SummitPassType = (typeof SummitPassType)[keyof typeof SummitPassType];
export const SUMMIT_PASS_TYPES = values(SummitPassType);
export const SummitSponsorType = { Title: 'title', Gold: 'gold', Silver: 'silver', Community: 'community' } as const;
export type SummitSponsorType = (typeof SummitSponsorType)[keyof typeof SummitSponsorType];
/** Sponsor tiers, highest first: the order a summit shows them in. */
export const SUMMIT_SPONSOR_TYPES = values(SummitSponsorType);

export const DeleteUserReasons = {
  NotUseful: 'not_useful',
  TooManyEmails: 'too_many_emails',
  PrivacyConcerns: 'privacy_concerns',
  FoundJob: 'found_job',
  DuplicateAccount: 'duplicate_account',
  Other: 'other',
} as const;
export type DeleteUserReasons = (typeof DeleteUserReasons)[keyof typeof DeleteUserReasons];

export const AnalyticsAudience = {
  Member: 'MEMBER',
  Partner: 'PARTNER',
  Admin: 'ADMIN',
  MemberPartner: 'MEMBER_PARTNER',
  All: 'ALL',
} as const;
export type AnalyticsAudience = (typeof AnalyticsAudience)[keyof typeof AnalyticsAudience];
export const ANALYTICS_AUDIENCES = values(AnalyticsAudience);
export const AnalyticsDestination = { Ga: 'GA', Mixpanel: 'mixpanel', Both: 'both' } as const;
export type AnalyticsDestination = (typeof AnalyticsDestination)[keyof typeof AnalyticsDestination];
export const ANALYTICS_DESTINATIONS = values(AnalyticsDestination);

export const ToastType = {
  Success: 'success',
  Error: 'error',
  Warning: 'warning',
  Info: 'info',
  SuccessWithAction: 'success_with_action',
} as const;
export type ToastType = (typeof ToastType)[keyof typeof ToastType];

export const ThemeMode = { Light: 'light', Dark: 'dark' } as const;
export type ThemeMode = (typeof ThemeMode)[keyof typeof ThemeMode];

/** Jobs (issue 13): how a job is worked, where, at what level; values are ours (the spec names only the filters). */
export const EmploymentType = {
  FullTime: 'full_time',
  PartTime: 'part_time',
  Contract: 'contract',
  Internship: 'internship',
  Temporary: 'temporary',
  Volunteer: 'volunteer',
} as const;
export type EmploymentType = (typeof EmploymentType)[keyof typeof EmploymentType];
export const EMPLOYMENT_TYPES = values(EmploymentType);
export const Workplace = { OnSite: 'on_site', Hybrid: 'hybrid', Remote: 'remote' } as const;
export type Workplace = (typeof Workplace)[keyof typeof Workplace];
export const WORKPLACES = values(Workplace);
export const ExperienceLevel = {
  Internship: 'internship',
  Entry: 'entry',
  Associate: 'associate',
  MidSenior: 'mid_senior',
  Director: 'director',
  Executive: 'executive',
} as const;
export type ExperienceLevel = (typeof ExperienceLevel)[keyof typeof ExperienceLevel];
export const EXPERIENCE_LEVELS = values(ExperienceLevel);
export const JOB_STATUSES = values(JobStatus);
export const JOB_SAVE_STATUSES = values(JobSaveStatus);
/** Where an application stands in the partner's pipeline; the applicant sees it (not the partner's notes). */
export const ApplicationStage = {
  Received: 'received',
  Viewed: 'viewed',
  Shortlisted: 'shortlisted',
  Rejected: 'rejected',
  Hired: 'hired',
} as const;
export type ApplicationStage = (typeof ApplicationStage)[keyof typeof ApplicationStage];
export const APPLICATION_STAGES = values(ApplicationStage);
/** The datePosted filter (§3): jobs published within the last day, week or month. */
export const JobDatePosted = { PastDay: 'past_day', PastWeek: 'past_week', PastMonth: 'past_month' } as const;
export type JobDatePosted = (typeof JobDatePosted)[keyof typeof JobDatePosted];
export const JOB_DATE_POSTED = values(JobDatePosted);
