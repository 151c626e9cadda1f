import type { OnboardingAnswer, OnboardingQuestionAnswer } from '@nexus/contracts';

export type Choices = Record<string, string[]>;

/** The member's answers so far, by question id (what GET onboarding-questions-answers returns). */
export const initialChoices = (questions: readonly OnboardingQuestionAnswer[]): Choices =>
  Object.fromEntries(questions.map((q) => [q.id, q.choices.filter((c) => q.options.includes(c))]));

/** One option clicked: a single-choice question takes it alone, a multiple-choice one toggles it. */
export function toggleChoice(
  question: Pick<OnboardingQuestionAnswer, 'kind'>,
  current: readonly string[],
  option: string,
): string[] {
  if (question.kind === 'single') return [option];
  return current.includes(option) ? current.filter((c) => c !== option) : [...current, option];
}

/** The `answers` of the onboard body: every question, in order, with its choices (none is a valid answer). */
export function answersBody(questions: readonly OnboardingQuestionAnswer[], choices: Choices): OnboardingAnswer[] {
  return questions.map((q) => {
    const picked = (choices[q.id] ?? []).filter((c) => q.options.includes(c));
    return { questionId: q.id, choices: q.kind === 'single' ? picked.slice(0, 1) : q.options.filter((o) => picked.includes(o)) };
  });
}
