import { randomUUID } from 'node:crypto';
import type { CreateJobBody } from '@nexus/contracts';

/** A valid job posting with a unique title; tests override what they look at. */
export const jobBody = (overrides: Partial<CreateJobBody> = {}): CreateJobBody => ({
  title: `Platform engineer ${randomUUID().slice(0, 8)}`,
  description: 'Build the platform.',
  employmentType: 'full_time',
  workplace: 'hybrid',
  experienceLevel: 'mid_senior',
  country: 'Nigeria',
  city: 'Lagos',
  companyName: 'Northwind',
  jobTitle: 'Software Engineer',
  industry: 'Technology',
  areaOfExpertise: 'Engineering',
  willRelocateApplicant: false,
  screeningQuestions: [],
  ...overrides,
});
