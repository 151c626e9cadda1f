import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { NotificationsService } from './notifications.service';

const r = routes.notifications;

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Endpoint(r.types)
  types() {
    return this.notifications.types();
  }

  @Endpoint(r.settings)
  settings(@Input() { params }: RouteInput<typeof r.settings>) {
    return this.notifications.settings(params.userId);
  }

  @Endpoint(r.saveBulk)
  saveBulk(@Input() { body }: RouteInput<typeof r.saveBulk>) {
    return this.notifications.saveAll(body.userId, body.settings);
  }

  @Endpoint(r.save)
  save(@Input() { body: { userId, ...change } }: RouteInput<typeof r.save>) {
    return this.notifications.save(userId, change);
  }

  @Endpoint(r.unsubscribeAll)
  unsubscribeAll(@Input() { params, body }: RouteInput<typeof r.unsubscribeAll>) {
    return this.notifications.unsubscribeAll(params.id, body.token);
  }

  @Endpoint(r.unsubscribeType)
  unsubscribeType(@Input() { params, body }: RouteInput<typeof r.unsubscribeType>) {
    return this.notifications.unsubscribeFrom(params.id, params.key, body.token);
  }

  @Endpoint(r.unsubscribeReasons)
  unsubscribeReasons() {
    return this.notifications.unsubscribeReasons();
  }

  @Endpoint(r.unsubscribeResponse)
  unsubscribeResponse(@Input() { body }: RouteInput<typeof r.unsubscribeResponse>) {
    return this.notifications.recordUnsubscribeReason(body);
  }

  @Endpoint(r.interactions)
  interactions(@CurrentAuth() auth: AuthContext) {
    return this.notifications.interactions(auth.user.id);
  }

  @Endpoint(r.recordInteraction)
  recordInteraction(@Input() { body }: RouteInput<typeof r.recordInteraction>, @CurrentAuth() auth: AuthContext) {
    return this.notifications.recordInteraction(auth.user.id, body.name);
  }
}
