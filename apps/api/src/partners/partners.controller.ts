import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import { Endpoint } from '../common/http/endpoint.decorator';
import { Input } from '../common/http/input.decorator';
import { CurrentAuth } from '../common/http/request-context';
import type { AuthContext } from '../auth/auth-context';
import { PartnersService } from './partners.service';

const r = routes.partners;

@Controller()
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>) {
    return this.partners.get(params.id);
  }

  @Endpoint(r.welcome)
  welcome(@Input() { params }: RouteInput<typeof r.welcome>, @CurrentAuth() auth: AuthContext) {
    return this.partners.setWelcomed(auth, params.id, params.welcomed);
  }
}
