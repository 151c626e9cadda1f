import { z } from 'zod';
import { JOB_LIMITS, JOB_PAGE_SIZE } from '../constants.js';
import {
  APPLICATION_STAGES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_DATE_POSTED,
  JOB_SAVE_STATUSES,
  JOB_STATUSES,
  JobStatus,
  Visibility,
  WORKPLACES,
} from '../enums.js';
import { emailSchema, idSchema, keysetPageQuery, nameSchema } from './common.js';
import { memberCardSchema } from './connections.js';

/** Strings of /jobs and /recruit and the job answers. */
export const JobsText = {
  jobs: 'Jobs',
  recruit: 'Recruit',
  searchPlaceholder: 'Search jobs by title, company or skill',
  noJobs: 'No jobs match your search yet.',
  noSavedJobs: 'You have not saved any jobs yet.',
  noApplications: 'You have not applied to any jobs yet.',
  noPartnerJobs: 'No jobs yet. Post your first job.',
  noApplicants: 'No applicants at this stage.',
  noMatches: 'No matching candidates yet.',
  searchTab: 'Search',
  savedTab: 'Saved jobs',
  applicationsTab: 'My applications',
  save: 'Save',
  unsave: 'Saved',
  saved: 'Job saved',
  unsaved: 'Job removed from your saved jobs',
  apply: 'Apply',
  applied: 'Applied',
  applicationSent: 'Your application was sent',
  resumeOnFile: 'Resume on file',
  uploadResume: 'Upload a new resume',
  noResume: 'Upload a resume to apply',
  postJob: 'Post a job',
  editJob: 'Edit job',
  renewJob: 'Renew',
  repostJob: 'Repost',
  closeJob: 'Close',
  deleteJob: 'Delete',
  publishJob: 'Publish',
  saveDraft: 'Save as draft',
  jobPublished: 'Job published',
  jobSaved: 'Job saved as a draft',
  jobUpdated: 'Job updated',
  jobRenewed: 'Job renewed for another 30 days',
  jobReposted: 'A copy of the job was saved as a draft',
  jobClosed: 'Job closed',
  jobDeleted: 'Job deleted',
  confirmClose: 'Close this job? Members can no longer find it or apply.',
  confirmDelete: 'Delete this job and its applications? This cannot be undone.',
  pipeline: 'Pipeline',
  matches: 'Matching candidates',
  runMatchScan: 'Find candidates',
  matchScanStarted: 'Looking for matching candidates…',
  matchScanFinished: 'Matching candidates updated',
  matchScanFailed: 'The candidate scan failed. Try again.',
  openToMatches: 'Let partners find me for jobs that fit my profile',
  moveTo: 'Move to',
  note: 'Note',
  stageChanged: 'Applicant moved',
  invite: 'Invite members',
  invited: 'Members invited',
  inviteEmails: 'E-mails of the members to invite, separated by commas',
  privateJob: 'Private: only invited members see it',
  expiresOn: 'Expires',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  jobNotFound: 'This job was not found',
  notInvited: 'This job is private: only the members its company invited can see it',
  applicationNotFound: 'This application was not found',
  alreadyApplied: 'You have already applied to this job',
  notOpen: 'This job is not open for applications',
  cannotEdit: 'Only a draft or an active job can be edited',
  cannotPublish: 'Only a draft can be published',
  cannotRenew: 'Only an active or expired job can be renewed',
  cannotRepost: 'Only a closed job can be reposted',
  cannotClose: 'Only an active or expired job can be closed',
  notPrivate: 'Only a private job takes invitations',
  ownJob: 'You cannot apply to your own company’s job',
  resumeRequired: 'Upload a resume to apply',
  answersMismatch: 'must answer each screening question',
  unknownMembers: 'names no member',
  invalidCursor: 'is not a valid page cursor',
} as const;

/** §3's application form labels, exactly. */
export const ApplicationFormLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  resume: 'Resume',
  location: 'Location',
  coverLetter: 'Cover Letter',
  screeningQuestions: 'Screening Questions',
} as const;

/** Labels of the job fields and the §3 filters. */
export const JobFieldLabels = {
  title: 'Title',
  description: 'Description',
  employmentType: 'Employment type',
  workplace: 'Workplace',
  experienceLevel: 'Experience level',
  country: 'Country',
  province: 'Province',
  city: 'City',
  companyName: 'Company name',
  jobTitle: 'Job title',
  industry: 'Industry',
  areaOfExpertise: 'Area of expertise',
  willRelocateApplicant: 'Will relocate the applicant',
  visibility: 'Visibility',
  screeningQuestions: 'Screening questions (one a line)',
  datePosted: 'Date posted',
  keyword: 'Keyword',
} as const;

export const EmploymentTypeLabels = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
  volunteer: 'Volunteer',
} as const;
export const WorkplaceLabels = { on_site: 'On-site', hybrid: 'Hybrid', remote: 'Remote' } as const;
export const ExperienceLevelLabels = {
  internship: 'Internship',
  entry: 'Entry level',
  associate: 'Associate',
  mid_senior: 'Mid-Senior level',
  director: 'Director',
  executive: 'Executive',
} as const;
export const JobDatePostedLabels = { past_day: 'Past 24 hours', past_week: 'Past week', past_month: 'Past month' } as const;
export const ApplicationStageLabels = {
  received: 'Received',
  viewed: 'Viewed',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
} as const;
export const JobStatusLabels = { draft: 'Draft', active: 'Active', expired: 'Expired', closed: 'Closed' } as const;

/** PostgreSQL text cannot hold NUL: refused as a 400 like any other bad character, not a 500. */
const NO_NUL = [(v: string) => !v.includes('\u0000'), { message: 'must not contain NUL characters' }] as const;

const text = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .refine(...NO_NUL)
    .min(1, { message: 'must not be empty' })
    .max(max, { message: `must be at most ${max} characters` });
const optionalText = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .refine(...NO_NUL)
    .max(max, { message: `must be at most ${max} characters` })
    .transform((v) => v || null)
    .nullable()
    .default(null);

/** A job as its partner writes it (POST job/{partnerId}, PUT job/{partnerId}/{jobId}/edit). */
export const jobBodySchema = z.object({
  title: text(JOB_LIMITS.title),
  description: text(JOB_LIMITS.description),
  employmentType: z.enum(EMPLOYMENT_TYPES, { message: `must be one of ${EMPLOYMENT_TYPES.join(', ')}` }),
  workplace: z.enum(WORKPLACES, { message: `must be one of ${WORKPLACES.join(', ')}` }),
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { message: `must be one of ${EXPERIENCE_LEVELS.join(', ')}` }),
  country: text(JOB_LIMITS.text),
  province: optionalText(JOB_LIMITS.text),
  city: optionalText(JOB_LIMITS.text),
  companyName: text(JOB_LIMITS.text),
  jobTitle: text(JOB_LIMITS.text),
  industry: text(JOB_LIMITS.text),
  areaOfExpertise: text(JOB_LIMITS.text),
  willRelocateApplicant: z.boolean({ message: 'must be true or false' }).default(false),
  visibility: z.enum([Visibility.Public, Visibility.Private], { message: 'must be public or private' }).default('public'),
  screeningQuestions: z
    .array(text(JOB_LIMITS.screeningQuestion), { message: 'must be a list of questions' })
    .max(JOB_LIMITS.screeningQuestions, { message: `must be at most ${JOB_LIMITS.screeningQuestions} questions` })
    .default([]),
});
export type JobBody = z.input<typeof jobBodySchema>;
export type JobFields = z.output<typeof jobBodySchema>;

/** Mode new: a draft, or live at once with `publish`. */
export const createJobBodySchema = jobBodySchema.extend({
  publish: z.boolean({ message: 'must be true or false' }).default(false),
});
export type CreateJobBody = z.input<typeof createJobBodySchema>;
export type CreateJobFields = z.output<typeof createJobBodySchema>;

/** §7 `PUT job/{a}/{b}`: a is the partner, b the job. `closed` closes it; `active` publishes a draft. */
export const jobStatusBodySchema = z.object({
  status: z.enum([JobStatus.Closed, JobStatus.Active], { message: 'must be closed or active' }),
});
export type JobStatusBody = z.infer<typeof jobStatusBodySchema>;

export const partnerJobParams = z.object({ partnerId: idSchema, jobId: idSchema });
export const applicationParams = partnerJobParams.extend({ applicationId: idSchema });

const queryBoolean = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .transform((v) => v === 'true')
  .optional();
const filterText = z
  .string()
  .trim()
  .refine(...NO_NUL)
  .max(JOB_LIMITS.text, { message: `must be at most ${JOB_LIMITS.text} characters` })
  .transform((v) => v || undefined)
  .optional();

/** Job search (§3 filters): each given filter narrows the result; text filters match whole values, any case. */
export const jobSearchQuerySchema = keysetPageQuery(JOB_PAGE_SIZE.search).extend({
  keyword: z
    .string()
    .trim()
    .refine(...NO_NUL)
    .max(JOB_LIMITS.keyword, { message: `must be at most ${JOB_LIMITS.keyword} characters` })
    .transform((v) => v || undefined)
    .optional(),
  datePosted: z.enum(JOB_DATE_POSTED, { message: `must be one of ${JOB_DATE_POSTED.join(', ')}` }).optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES, { message: `must be one of ${EMPLOYMENT_TYPES.join(', ')}` }).optional(),
  workplace: z.enum(WORKPLACES, { message: `must be one of ${WORKPLACES.join(', ')}` }).optional(),
  country: filterText,
  province: filterText,
  city: filterText,
  companyName: filterText,
  jobTitle: filterText,
  industry: filterText,
  areaOfExpertise: filterText,
  willRelocateApplicant: queryBoolean,
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;
/** The filters a search URL keeps (/jobs?...): the query without its paging. */
export const JOB_FILTER_KEYS = [
  'keyword',
  'datePosted',
  'employmentType',
  'workplace',
  'country',
  'province',
  'city',
  'companyName',
  'jobTitle',
  'industry',
  'areaOfExpertise',
  'willRelocateApplicant',
] as const;

export const jobsPageQuerySchema = keysetPageQuery(JOB_PAGE_SIZE.partnerJobs);
export type JobsPageQuery = z.infer<typeof jobsPageQuerySchema>;

export const myApplicationSummarySchema = z.object({ id: z.string(), stage: z.enum(APPLICATION_STAGES) });

export const jobSchema = z.object({
  id: z.string(),
  partner: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }),
  title: z.string(),
  description: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  workplace: z.enum(WORKPLACES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  country: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  companyName: z.string(),
  jobTitle: z.string(),
  industry: z.string(),
  areaOfExpertise: z.string(),
  willRelocateApplicant: z.boolean(),
  visibility: z.enum([Visibility.Public, Visibility.Private]),
  screeningQuestions: z.array(z.string()),
  /** `expired` is read, never stored: an active job past `expiresAt` reads as expired. */
  status: z.enum(JOB_STATUSES),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  saved: z.boolean(),
  myApplication: myApplicationSummarySchema.nullable(),
  /** Hidden by moderation (ModerationText.contentHidden): only the company's people and platform admins read it, and only they see this. */
  hidden: z.boolean().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** A job in /recruit: with its pipeline's size and its last candidate scan. */
export const recruitJobSchema = jobSchema.extend({
  applicantCount: z.number().int(),
  matchCount: z.number().int(),
  matchScannedAt: z.string().nullable(),
});
export type RecruitJob = z.infer<typeof recruitJobSchema>;

export const saveJobBodySchema = z.object({
  status: z.enum(JOB_SAVE_STATUSES, { message: `must be one of ${JOB_SAVE_STATUSES.join(', ')}` }),
});
export type SaveJobBody = z.infer<typeof saveJobBodySchema>;

/** The application form (§3's labels): pre-filled by the web from the profile; the resume is the one on file. */
export const applyBodySchema = z.object({
  firstName: nameSchema.refine(...NO_NUL),
  lastName: nameSchema.refine(...NO_NUL),
  email: emailSchema,
  phoneNumber: z
    .string({ message: 'is required' })
    .trim()
    .regex(/^\+?[0-9 ()./-]{5,}$/, { message: 'must be a phone number' })
    .max(JOB_LIMITS.phone, { message: `must be at most ${JOB_LIMITS.phone} characters` }),
  location: text(JOB_LIMITS.text),
  coverLetter: optionalText(JOB_LIMITS.coverLetter),
  screeningAnswers: z
    .array(text(JOB_LIMITS.screeningAnswer), { message: 'must be a list of answers' })
    .max(JOB_LIMITS.screeningQuestions, { message: `must be at most ${JOB_LIMITS.screeningQuestions} answers` })
    .default([]),
});
export type ApplyBody = z.input<typeof applyBodySchema>;
export type ApplyFields = z.output<typeof applyBodySchema>;

const stageEventSchema = z.object({ stage: z.enum(APPLICATION_STAGES), at: z.string() });

/** An application as its applicant sees it: where it stands and when it moved, without the partner's notes. */
export const myApplicationSchema = z.object({
  id: z.string(),
  job: z.object({ id: z.string(), title: z.string(), companyName: z.string(), status: z.enum(JOB_STATUSES) }),
  stage: z.enum(APPLICATION_STAGES),
  history: z.array(stageEventSchema),
  createdAt: z.string(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const pipelineQuerySchema = keysetPageQuery(JOB_PAGE_SIZE.pipeline).extend({
  stage: z.enum(APPLICATION_STAGES, { message: `must be one of ${APPLICATION_STAGES.join(', ')}` }).optional(),
});
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

/** An application in the partner's pipeline: the form, the answers beside their questions, stages with notes. */
export const pipelineApplicationSchema = z.object({
  id: z.string(),
  applicant: memberCardSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  location: z.string(),
  coverLetter: z.string().nullable(),
  hasResume: z.boolean(),
  screening: z.array(z.object({ question: z.string(), answer: z.string() })),
  stage: z.enum(APPLICATION_STAGES),
  history: z.array(stageEventSchema.extend({ note: z.string().nullable(), by: z.string().nullable() })),
  createdAt: z.string(),
});
export type PipelineApplication = z.infer<typeof pipelineApplicationSchema>;

export const moveApplicationBodySchema = z.object({
  stage: z.enum(APPLICATION_STAGES, { message: `must be one of ${APPLICATION_STAGES.join(', ')}` }),
  note: optionalText(JOB_LIMITS.note),
});
export type MoveApplicationBody = z.input<typeof moveApplicationBodySchema>;
export type MoveApplicationFields = z.output<typeof moveApplicationBodySchema>;

export const jobInviteBodySchema = z.object({
  emails: z
    .array(emailSchema, { message: 'must be a list of e-mails' })
    .min(1, { message: 'must name at least one member' })
    .max(JOB_LIMITS.invitations, { message: `must name at most ${JOB_LIMITS.invitations} members` }),
});
export type JobInviteBody = z.input<typeof jobInviteBodySchema>;
export const invitedSchema = z.object({ invitedCount: z.number().int() });

/** A ranked candidate: the score is the sum of what fits (MATCH_WEIGHTS), `reasons` names each. */
export const jobMatchSchema = z.object({
  member: memberCardSchema,
  score: z.number().int(),
  reasons: z.array(z.string()),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;
/** The best JOB_PAGE_SIZE.matches candidates of the last scan, best first. */
export const jobMatchesSchema = z.object({ items: z.array(jobMatchSchema), matchScannedAt: z.string().nullable() });

/** Candidate matching: what counts, and how much (a member with none of these is not a candidate). */
export const MATCH_WEIGHTS = { areaOfExpertise: 3, industry: 2, experienceLevel: 2, city: 2, country: 1 } as const;

/** Payload of 'job match scan finished' / 'failed' and 'matched candidates update' (to the partner's job posters). */
export const jobMatchEventSchema = z.object({ jobId: z.string(), matchCount: z.number().int() });
export type JobMatchEvent = z.infer<typeof jobMatchEventSchema>;

export const matchPreferenceSchema = z.object({ openToMatches: z.boolean({ message: 'must be true or false' }) });
export type MatchPreference = z.infer<typeof matchPreferenceSchema>;
