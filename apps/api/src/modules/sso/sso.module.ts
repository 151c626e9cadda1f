import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { OidcClients } from './oidc-clients';
import { SsoController } from './sso.controller';
import { SsoIdentitiesRepository } from './sso-identities.repository';
import { SsoService } from './sso.service';

/** Single sign-on with Google, Apple, LinkedIn and Slack (OpenID Connect), for members, partners and platform admins. */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [SsoController],
  providers: [SsoService, OidcClients, SsoIdentitiesRepository],
})
export class SsoModule {}
