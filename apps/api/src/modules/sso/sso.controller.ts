import { Controller, Redirect } from '@nestjs/common';
import { type RouteInput, SsoType, routes } from '@nexus/contracts';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { Context, type RequestContext } from '../../platform/common/http/request-context';
import { SsoService } from './sso.service';

const r = routes.sso;

@Controller()
export class SsoController {
  constructor(private readonly sso: SsoService) {}

  @Endpoint(r.start)
  start(@Input() { params, body }: RouteInput<typeof r.start>, @Context() context: RequestContext) {
    return this.sso.start(params.provider, body.role, context);
  }

  @Endpoint(r.complete)
  complete(@Input() { params, body }: RouteInput<typeof r.complete>, @Context() context: RequestContext) {
    return this.sso.complete(params.provider, body, context);
  }

  @Endpoint(r.appleFormPost)
  @Redirect()
  appleFormPost(@Input() { params, body }: RouteInput<typeof r.appleFormPost>) {
    return this.sso.appleFormPost(params.role, body);
  }

  @Endpoint(r.adminGoogle)
  adminGoogle(@Input() { body }: RouteInput<typeof r.adminGoogle>, @Context() context: RequestContext) {
    return this.sso.completeAdmin(SsoType.Google, body, context);
  }

  @Endpoint(r.adminApple)
  adminApple(@Input() { body }: RouteInput<typeof r.adminApple>, @Context() context: RequestContext) {
    return this.sso.completeAdmin(SsoType.Apple, body, context);
  }
}
