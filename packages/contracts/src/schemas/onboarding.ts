import { z } from 'zod';
import { idSchema } from './common.js';

export const onboardingQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(z.string()),
});
export type OnboardingQuestion = z.infer<typeof onboardingQuestionSchema>;

/** GET user/{id}/onboarding-questions-answers: every question, with the member's choices so far. */
export const onboardingQuestionAnswerSchema = onboardingQuestionSchema.extend({ choices: z.array(z.string()) });
export type OnboardingQuestionAnswer = z.infer<typeof onboardingQuestionAnswerSchema>;

export const onboardingAnswerSchema = z.object({
  questionId: idSchema,
  choices: z.array(z.string().trim().min(1).max(100)).max(20, { message: 'must have at most 20 choices' }),
});
export type OnboardingAnswer = z.infer<typeof onboardingAnswerSchema>;
