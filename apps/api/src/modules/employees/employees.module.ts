import { Module } from '@nestjs/common';
import { PartnersModule } from '../partners/partners.module';
import { UsersModule } from '../users/users.module';
import { EmployeesController } from './employees.controller';
import { EmployeesRepository } from './employees.repository';
import { EmployeesService } from './employees.service';
import { InvitationTokens } from './invitation-tokens';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';

/** Employees of partners (claim, verify, deactivate, reactivate) and invitations to join a company. */
@Module({
  imports: [PartnersModule, UsersModule],
  controllers: [EmployeesController],
  providers: [EmployeesRepository, EmployeesService, InvitationsRepository, InvitationsService, InvitationTokens],
  exports: [InvitationsService],
})
export class EmployeesModule {}
