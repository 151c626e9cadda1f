import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { OnboardingService } from './onboarding.service';

@Controller()
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  @Endpoint(routes.onboarding.questionsAndAnswers)
  questionsAndAnswers(@CurrentAuth() auth: AuthContext) {
    return this.onboarding.questionsAndAnswers(auth.user.id);
  }

  @Endpoint(routes.users.onboard)
  onboard(@Input() { body }: RouteInput<typeof routes.users.onboard>, @CurrentAuth() auth: AuthContext) {
    return this.onboarding.complete(auth, body);
  }
}
