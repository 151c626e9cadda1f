import { describe, expect, it } from 'vitest';
import type { OnboardingQuestionAnswer } from '@nexus/contracts';
import { answersBody, initialChoices, toggleChoice } from './onboardingAnswers';

describe('onboarding answers', () => {
  const questions: OnboardingQuestionAnswer[] = [
    { id: 'q1', prompt: 'Goal?', kind: 'single', options: ['Hire', 'Get hired'], choices: ['Get hired'] },
    { id: 'q2', prompt: 'Topics?', kind: 'multiple', options: ['Design', 'Data', 'Sales'], choices: ['Sales', 'Gone'] },
  ];

  it('starts from the saved answers, dropping options that no longer exist', () => {
    expect(initialChoices(questions)).toEqual({ q1: ['Get hired'], q2: ['Sales'] });
  });

  it('replaces a single choice and toggles multiple ones', () => {
    expect(toggleChoice(questions[0]!, ['Get hired'], 'Hire')).toEqual(['Hire']);
    expect(toggleChoice(questions[1]!, ['Sales'], 'Data')).toEqual(['Sales', 'Data']);
    expect(toggleChoice(questions[1]!, ['Sales', 'Data'], 'Sales')).toEqual(['Data']);
  });

  it('answers every question in the options order', () => {
    expect(answersBody(questions, { q1: ['Hire', 'Get hired'], q2: ['Sales', 'Design'] })).toEqual([
      { questionId: 'q1', choices: ['Hire'] },
      { questionId: 'q2', choices: ['Design', 'Sales'] },
    ]);
    expect(answersBody(questions, {})).toEqual([
      { questionId: 'q1', choices: [] },
      { questionId: 'q2', choices: [] },
    ]);
  });
});
