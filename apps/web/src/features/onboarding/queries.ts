/** Query keys of sign-up and onboarding. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  questions: (userId: string) => ['onboarding', 'questions', userId] as const,
};
