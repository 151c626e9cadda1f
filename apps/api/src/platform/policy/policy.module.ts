import { Global, Module } from '@nestjs/common';
import { PolicyRepository } from './policy.repository';
import { PolicyService } from './policy.service';

/** The access policy every guarded call goes through (global: the guard and the gateway both need it). */
@Global()
@Module({ providers: [PolicyService, PolicyRepository], exports: [PolicyService] })
export class PolicyModule {}
