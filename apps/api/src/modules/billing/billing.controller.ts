import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { BillingService } from './billing.service';

const s = routes.subscriptions;
const u = routes.usage;

@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Endpoint(s.plans)
  plans() {
    return this.billing.plans();
  }

  @Endpoint(s.get)
  subscription(@Input() { params }: RouteInput<typeof s.get>) {
    return this.billing.subscription(params.id);
  }

  @Endpoint(s.choose)
  choose(@Input() { params }: RouteInput<typeof s.choose>) {
    return this.billing.choose(params.id, params.subId);
  }

  @Endpoint(s.redeemPromo)
  redeem(@Input() { params }: RouteInput<typeof s.redeemPromo>) {
    return this.billing.redeem(params.id, params.code);
  }

  @Endpoint(u.metrics)
  metrics(@CurrentAuth() auth: AuthContext) {
    return this.billing.metrics(auth);
  }

  @Endpoint(u.summary)
  usage(@Input() { params }: RouteInput<typeof u.summary>) {
    return this.billing.usage(params.id);
  }
}
