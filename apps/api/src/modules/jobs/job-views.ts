import type {
  ApplicationStage,
  EmploymentType,
  ExperienceLevel,
  Job,
  JobMatch,
  JobStatus,
  MyApplication,
  PipelineApplication,
  RecruitJob,
  Workplace,
} from '@nexus/contracts';
import { toCard } from '../connections/connection-lists.service';
import type { JobRow } from './job-board.sql';
import type { MatchRow, MyApplicationRow, PipelineRow, RecruitJobRow, StageEventRow } from './job-board.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Timestamps inside json_agg come back as text in PostgreSQL's format. */
const isoText = (at: string) => new Date(at).toISOString();

export const toJob = (r: JobRow): Job => ({
  id: r.id,
  partner: { id: r.partner_id, name: r.partner_name, logo: r.partner_logo },
  title: r.title,
  description: r.description,
  employmentType: r.employment_type as EmploymentType,
  workplace: r.workplace as Workplace,
  experienceLevel: r.experience_level as ExperienceLevel,
  country: r.country,
  province: r.province,
  city: r.city,
  companyName: r.company_name,
  jobTitle: r.job_title,
  industry: r.industry,
  areaOfExpertise: r.area_of_expertise,
  willRelocateApplicant: r.will_relocate_applicant,
  visibility: r.visibility as Job['visibility'],
  screeningQuestions: r.screening_questions,
  status: r.status as JobStatus,
  publishedAt: iso(r.published_at),
  expiresAt: iso(r.expires_at),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  saved: r.saved,
  myApplication: r.application_id ? { id: r.application_id, stage: r.application_stage as ApplicationStage } : null,
  // Only the company's people and platform admins read a hidden job: only they see the flag.
  ...(r.hidden ? { hidden: true } : {}),
});

export const toRecruitJob = (r: RecruitJobRow): RecruitJob => ({
  ...toJob(r),
  applicantCount: r.applicant_count,
  matchCount: r.match_count,
  matchScannedAt: iso(r.match_scanned_at),
});

const toStage = (e: StageEventRow) => ({ stage: e.stage, at: isoText(e.at) });

export const toMyApplication = (r: MyApplicationRow): MyApplication => ({
  id: r.id,
  job: { id: r.job_id, title: r.job_title, companyName: r.company_name, status: r.job_status as JobStatus },
  stage: r.stage,
  history: r.history.map(toStage),
  createdAt: r.created_at.toISOString(),
});

export const toPipelineApplication = (r: PipelineRow): PipelineApplication => ({
  id: r.application_id,
  applicant: toCard(r),
  firstName: r.first_name_given,
  lastName: r.last_name_given,
  email: r.email,
  phoneNumber: r.phone_number,
  location: r.location,
  coverLetter: r.cover_letter,
  hasResume: r.resume_key !== '',
  screening: r.screening_questions.map((question, i) => ({ question, answer: r.screening_answers[i] ?? '' })),
  stage: r.stage,
  history: r.history.map((e) => ({ ...toStage(e), note: e.note ?? null, by: e.by || null })),
  createdAt: r.created_at.toISOString(),
});

export const toMatch = (r: MatchRow): JobMatch => ({ member: toCard(r), score: r.score, reasons: r.reasons });
