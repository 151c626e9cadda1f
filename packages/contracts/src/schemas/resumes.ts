import { z } from 'zod';

/** Profile fields read from a resume, offered to the member to accept or leave. */
export const resumeProposalSchema = z.object({
  headline: z.string().optional(),
  jobTitle: z.string().optional(),
  companyName: z.string().optional(),
  aboutMe: z.string().optional(),
  expertise: z.string().optional(),
  website: z.string().optional(),
  city: z.string().optional(),
  experiences: z
    .array(
      z.object({
        title: z.string(),
        companyName: z.string(),
        startDate: z.string().optional(),
        endDate: z.string().nullable().optional(),
      }),
    )
    .optional(),
});
export type ResumeProposal = z.infer<typeof resumeProposalSchema>;

export const ResumeImportStatus = { Reading: 'reading', Ready: 'ready', Failed: 'failed' } as const;
export type ResumeImportStatus = (typeof ResumeImportStatus)[keyof typeof ResumeImportStatus];

export const resumeImportSchema = z.object({
  status: z.enum([ResumeImportStatus.Reading, ResumeImportStatus.Ready, ResumeImportStatus.Failed]),
  proposals: resumeProposalSchema.nullable(),
  error: z.string().nullable(),
  forOnboarding: z.boolean(),
  updatedAt: z.string(),
});
export type ResumeImport = z.infer<typeof resumeImportSchema>;

export const resumeUploadQuerySchema = z.object({
  forOnboarding: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

/** The proposals the member accepted (a subset of what was proposed). */
export const applyResumeBodySchema = resumeProposalSchema.strict();
