import { Module } from '@nestjs/common';
import { ActivityModule } from '../analytics/activity.module';
import { EmployeesModule } from '../employees/employees.module';
import { PartnersModule } from '../partners/partners.module';
import { UsersModule } from '../users/users.module';
import { AdminTotpRepository } from './admin-totp.repository';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AttemptCounters } from './attempt-counters';
import { OneTimeTokensRepository } from './one-time-tokens.repository';
import { SessionAuthenticator } from './session-authenticator';
import { SessionCache } from './session-cache';
import { SessionEndings } from './session-endings';
import { SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';

@Module({
  imports: [UsersModule, PartnersModule, EmployeesModule, ActivityModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    TokensService,
    SessionsRepository,
    OneTimeTokensRepository,
    SessionAuthenticator,
    SessionCache,
    SessionEndings,
    AttemptCounters,
    AdminTotpRepository,
  ],
  exports: [AuthService, SessionAuthenticator, SessionEndings, TokensService, OneTimeTokensRepository, AttemptCounters],
})
export class AuthModule {}
