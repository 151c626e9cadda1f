import { describe, expect, it } from 'vitest';
import { DeleteUserReasons, deleteAccountRequestBodySchema, type OnboardingQuestionAnswer } from '@nexus/contracts';
import { DELETE_REASON_LABELS, deleteReasonOptions } from './deleteReasons';
import { answersBody, initialChoices, toggleChoice } from './onboardingAnswers';

describe('deletion reasons', () => {
  it('labels every reason of the contracts, once, in their order', () => {
    expect(deleteReasonOptions.map((o) => o.value)).toEqual(Object.values(DeleteUserReasons));
    const labels = Object.values(DELETE_REASON_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((l) => l.length > 0 && !l.includes('_'))).toBe(true);
  });

  it('needs a text for other (the contract the form validates with)', () => {
    expect(deleteAccountRequestBodySchema.safeParse({ reasonId: DeleteUserReasons.Other }).success).toBe(false);
    expect(deleteAccountRequestBodySchema.safeParse({ reasonId: DeleteUserReasons.Other, otherReasonText: 'x' }).success).toBe(
      true,
    );
    expect(deleteAccountRequestBodySchema.safeParse({ reasonId: DeleteUserReasons.FoundJob }).success).toBe(true);
  });
});

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

describe('tokens in the query string', () => {
  it('logs in with ?token= except on pages whose token is for something else', async () => {
    const { isNonLoginTokenPath, SettingsPaths } = await import('./settingsPaths');
    expect(isNonLoginTokenPath('/reset-password', '/reset-password')).toBe(true);
    expect(isNonLoginTokenPath(SettingsPaths.unsubscribe, '/reset-password')).toBe(true);
    expect(isNonLoginTokenPath(SettingsPaths.deleteAccount, '/reset-password')).toBe(true);
    expect(isNonLoginTokenPath('/feed', '/reset-password')).toBe(false);
  });
});
