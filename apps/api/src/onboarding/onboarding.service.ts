import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnboardBody, OnboardingAnswer, OnboardingQuestionAnswer, User } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import { MailService } from '../mail/mail.service';
import { welcomeMail } from '../mail/templates';
import { UnsubscribeService } from '../notifications/unsubscribe.service';
import { toUser } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { OnboardingRepository } from './onboarding.repository';

@Injectable()
export class OnboardingService {
  private readonly logger = new Logger('Onboarding');

  constructor(
    private readonly onboarding: OnboardingRepository,
    private readonly users: UsersRepository,
    private readonly unsubscribe: UnsubscribeService,
    private readonly mail: MailService,
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
    const user = await this.prisma.$transaction(async (tx) => {
      for (const answer of answers) await this.onboarding.saveAnswer(tx, auth.user.id, answer.questionId, answer.choices);
      return this.users.update(tx, auth.user.id, { ...names, isOnBoarded: true });
    });
    if (!auth.user.isOnBoarded) await this.sendWelcome(user.id, user.username, user.firstName);
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

  private async sendWelcome(userId: string, email: string, firstName: string | null): Promise<void> {
    if (await this.unsubscribe.isUnsubscribed(userId)) return;
    await this.mail
      .send(welcomeMail(email, firstName, `${this.config.appUrl}/feed`, this.unsubscribe.link(userId)))
      .catch((error: unknown) => this.logger.error(`Welcome mail to ${email} failed: ${String(error)}`));
  }
}
