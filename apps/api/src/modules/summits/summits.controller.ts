import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { SummitsService } from './summits.service';

const r = routes.summits;

@Controller()
export class SummitsController {
  constructor(private readonly summits: SummitsService) {}

  @Endpoint(r.list)
  list(@CurrentAuth() auth: AuthContext) {
    return this.summits.list(auth.user.id);
  }

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>, @CurrentAuth() auth: AuthContext) {
    return this.summits.get(auth.user.id, params.eventCode);
  }

  @Endpoint(r.register)
  register(@Input() { params, body }: RouteInput<typeof r.register>) {
    return this.summits.register(params.id, body.registrationType, body.passType);
  }

  @Endpoint(r.registrations)
  registrations(@Input() { params }: RouteInput<typeof r.registrations>) {
    return this.summits.registrations(params.id);
  }
}
