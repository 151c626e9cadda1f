import { Module } from '@nestjs/common';
import { AdminGroupsService } from './admin-groups.service';
import { AdminRolesController } from './admin-roles.controller';
import { AdminRolesRepository } from './admin-roles.repository';
import { FunctionsRepository } from './functions.repository';
import { PartnerAdminController } from './partner-admin.controller';
import { UserAdminRolesRepository } from './user-admin-roles.repository';
import { UserRoleFunctionsRepository } from './user-role-functions.repository';

/** Admin groups (admin-role), their admins (user-admin-role) and functions (user-role-function), partner and platform. */
@Module({
  controllers: [PartnerAdminController, AdminRolesController],
  providers: [
    AdminGroupsService,
    AdminRolesRepository,
    UserAdminRolesRepository,
    UserRoleFunctionsRepository,
    FunctionsRepository,
  ],
})
export class AdminGroupsModule {}
