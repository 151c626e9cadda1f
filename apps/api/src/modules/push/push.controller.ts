import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { PushService } from './push.service';

const r = routes.push;

@Controller()
export class PushController {
  constructor(private readonly push: PushService) {}

  @Endpoint(r.subscribe)
  subscribe(@Input() { body }: RouteInput<typeof r.subscribe>, @CurrentAuth() auth: AuthContext) {
    return this.push.subscribe(auth.user.id, body);
  }

  @Endpoint(r.unsubscribe)
  unsubscribe(@Input() { query }: RouteInput<typeof r.unsubscribe>, @CurrentAuth() auth: AuthContext) {
    return this.push.unsubscribe(auth.user.id, query.endpoint);
  }
}
