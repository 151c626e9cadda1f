import { z } from 'zod';
import { defineRoute } from '../route.js';
import { idParams } from '../schemas/common.js';
import { onboardingQuestionAnswerSchema } from '../schemas/onboarding.js';
import { self } from './access.js';

export const onboardingRoutes = {
  questionsAndAnswers: defineRoute({
    method: 'GET',
    path: '/user/:id/onboarding-questions-answers',
    access: self(),
    tag: 'onboarding',
    summary: "The onboarding questions with the member's answers",
    params: idParams,
    response: z.array(onboardingQuestionAnswerSchema),
  }),
} as const;
