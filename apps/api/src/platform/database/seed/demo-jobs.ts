import { JOB_EXPIRY_DAYS } from '@nexus/contracts';
import type { Db } from '../prisma.service';

const DAY_MS = 86_400_000;

/** A few live jobs of the demo company, so that /jobs and /recruit are not empty on a first run. */
export async function seedDemoJobs(tx: Db, who: { companyContact: string; companyId: string; companyName: string }) {
  const jobs = [
    {
      title: 'Senior Backend Engineer (TypeScript)',
      jobTitle: 'Software Engineer',
      industry: 'Technology',
      areaOfExpertise: 'Engineering',
      employmentType: 'full_time',
      workplace: 'remote',
      experienceLevel: 'mid_senior',
      city: 'Lagos',
      daysAgo: 1,
      screeningQuestions: ['Which databases have you run in production?'],
    },
    {
      title: 'Product Designer',
      jobTitle: 'Designer',
      industry: 'Technology',
      areaOfExpertise: 'Design',
      employmentType: 'full_time',
      workplace: 'hybrid',
      experienceLevel: 'associate',
      city: 'Nairobi',
      daysAgo: 4,
      screeningQuestions: [],
    },
    {
      title: 'Data Analyst Intern',
      jobTitle: 'Data Analyst',
      industry: 'Finance',
      areaOfExpertise: 'Data',
      employmentType: 'internship',
      workplace: 'on_site',
      experienceLevel: 'internship',
      city: 'Accra',
      daysAgo: 12,
      screeningQuestions: ['Which tools do you use to clean data?'],
    },
  ] as const;
  const country = { Lagos: 'Nigeria', Nairobi: 'Kenya', Accra: 'Ghana' } as const;
  await tx.job.createMany({
    data: jobs.map(({ daysAgo, screeningQuestions, ...job }) => {
      const publishedAt = new Date(Date.now() - daysAgo * DAY_MS);
      return {
        ...job,
        screeningQuestions: [...screeningQuestions],
        country: country[job.city],
        description: `${who.companyName} is hiring a ${job.title} to join a growing team. Tell us what you have built.`,
        companyName: who.companyName,
        partnerId: who.companyId,
        authorId: who.companyContact,
        status: 'active',
        publishedAt,
        expiresAt: new Date(publishedAt.getTime() + JOB_EXPIRY_DAYS * DAY_MS),
      };
    }),
  });
}
