import { Injectable } from '@nestjs/common';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

@Injectable()
export class OnboardingRepository {
  constructor(private readonly prisma: PrismaService) {}

  questions() {
    return this.prisma.onboardingQuestion.findMany({ orderBy: { position: 'asc' } });
  }

  answersOf(userId: string) {
    return this.prisma.onboardingAnswer.findMany({ where: { userId } });
  }

  saveAnswer(db: Db, userId: string, questionId: string, choices: string[]) {
    return db.onboardingAnswer.upsert({
      where: { userId_questionId: { userId, questionId } },
      create: { userId, questionId, choices },
      update: { choices },
    });
  }
}
