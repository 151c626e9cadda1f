import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { PingsService } from './pings.service';

const r = routes.pings;

@Controller()
export class PingsController {
  constructor(private readonly pings: PingsService) {}

  @Endpoint(r.list)
  list(@Input() { query }: RouteInput<typeof r.list>, @CurrentAuth() auth: AuthContext) {
    return this.pings.list(auth.user.id, query);
  }

  @Endpoint(r.unreadCount)
  unreadCount(@CurrentAuth() auth: AuthContext) {
    return this.pings.unreadCount(auth.user.id);
  }

  @Endpoint(r.markRead)
  markRead(@Input() { params }: RouteInput<typeof r.markRead>, @CurrentAuth() auth: AuthContext) {
    return this.pings.markRead(auth.user.id, params.id);
  }

  @Endpoint(r.markAllRead)
  markAllRead(@CurrentAuth() auth: AuthContext) {
    return this.pings.markAllRead(auth.user.id);
  }
}
