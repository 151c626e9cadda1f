import { Inject, Injectable } from '@nestjs/common';
import type { OnboardBody, OnboardingAnswer, OnboardingQuestionAnswer, User } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PrismaService } from '../../platform/database/prisma.service';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { welcomeMail } from '../../platform/mail/templates';
import { UnsubscribeService } from '../notification-settings/unsubscribe.service';
import { toUser } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { OnboardingRepository } from './onboarding.repository';

@Injectable()
export class OnboardingService {
  constructor(
    private readonly onboarding: OnboardingRepository,
    private readonly users: UsersRepository,
    private readonly unsubscribe: UnsubscribeService,
    private readonly mail: MailOutbox,
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async questionsAndAnswers(userId: string): Promise<OnboardingQuestionAnswer[]> {
    const [questions, answers] = await Promise.all([this.onboarding.questions(), this.onboarding.answersOf(userId)]);
    const chosen = new Map(answers.map((a) => [a.questionId, a.choices]));
    return questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      kind: q.kind,
      options: q.options,
      choices: chosen.get(q.id) ?? [],
    }));
  }

  /** Saves the answers and names and marks the member onboarded, at once; the first completion is welcomed by e-mail. */
  async complete(auth: AuthContext, { answers = [], ...names }: OnboardBody): Promise<User> {
    await this.checkAnswers(answers);
    const welcome = !auth.user.isOnBoarded && !(await this.unsubscribe.isUnsubscribed(auth.user.id));
    const user = await this.prisma.$transaction(async (tx) => {
      for (const answer of answers) await this.onboarding.saveAnswer(tx, auth.user.id, answer.questionId, answer.choices);
      const onboarded = await this.users.update(tx, auth.user.id, { ...names, isOnBoarded: true });
      if (welcome) {
        const { id, username, firstName } = onboarded;
        await this.mail.enqueue(tx, welcomeMail(username, firstName, `${this.config.appUrl}/feed`, this.unsubscribe.link(id)));
      }
      return onboarded;
    });
    return toUser(user);
  }

  private async checkAnswers(answers: OnboardingAnswer[]): Promise<void> {
    if (answers.length === 0) return;
    const questions = new Map((await this.onboarding.questions()).map((q) => [q.id, q]));
    answers.forEach((answer, index) => {
      const question = questions.get(answer.questionId);
      if (!question) throw AppError.invalid(`answers.${index}.questionId`, 'is not an onboarding question');
      const unknown = answer.choices.find((choice) => !question.options.includes(choice));
      if (unknown !== undefined) throw AppError.invalid(`answers.${index}.choices`, `"${unknown}" is not one of the options`);
      if (question.kind === 'single' && answer.choices.length > 1) {
        throw AppError.invalid(`answers.${index}.choices`, 'takes one choice');
      }
    });
  }
}
