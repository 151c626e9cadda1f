import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { Context, CurrentAuth, type RequestContext } from '../../platform/common/http/request-context';
import type { AuthContext } from '../auth/auth-context';
import { PartnersService } from './partners.service';

const r = routes.partners;

/** Company pages. Partner sign-up (POST partner-profile/type/{type}) is in AuthController, beside POST user. */
@Controller()
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>, @Context() context: RequestContext) {
    return this.partners.company(params.id, context.auth);
  }

  @Endpoint(r.profile)
  profile(@Input() { params }: RouteInput<typeof r.profile>, @Context() context: RequestContext) {
    return this.partners.company(params.id, context.auth);
  }

  @Endpoint(r.byName)
  byName(@Input() { params }: RouteInput<typeof r.byName>, @CurrentAuth() auth: AuthContext) {
    return this.partners.companyByName(params.name, auth);
  }

  @Endpoint(r.update)
  update(@Input() { params, body }: RouteInput<typeof r.update>, @CurrentAuth() auth: AuthContext) {
    return this.partners.update(params.id, body, auth);
  }

  @Endpoint(r.preferences)
  preferences(@Input() { params, body }: RouteInput<typeof r.preferences>) {
    return this.partners.setPreferences(params.id, body);
  }

  @Endpoint(r.welcome)
  welcome(@Input() { params }: RouteInput<typeof r.welcome>, @CurrentAuth() auth: AuthContext) {
    return this.partners.setWelcomed(auth, params.id, params.welcomed);
  }
}
