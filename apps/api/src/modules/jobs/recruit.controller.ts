import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { RecruitService } from './recruit.service';

const r = routes.recruit;

/** §7's `job/{partnerId}/{jobId}` and the rest of /recruit. */
@Controller()
export class RecruitController {
  constructor(private readonly recruit: RecruitService) {}

  @Endpoint(r.list)
  list(@Input() { params, query }: RouteInput<typeof r.list>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.list(auth, params.partnerId, query);
  }

  @Endpoint(r.create)
  create(@Input() { params, body }: RouteInput<typeof r.create>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.create(auth, params.partnerId, body);
  }

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.get(auth, params.partnerId, params.jobId);
  }

  @Endpoint(r.setStatus)
  setStatus(@Input() { params, body }: RouteInput<typeof r.setStatus>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.setStatus(auth, params.partnerId, params.jobId, body.status);
  }

  @Endpoint(r.remove)
  remove(@Input() { params }: RouteInput<typeof r.remove>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.remove(auth, params.partnerId, params.jobId);
  }

  @Endpoint(r.edit)
  edit(@Input() { params, body }: RouteInput<typeof r.edit>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.edit(auth, params.partnerId, params.jobId, body);
  }

  @Endpoint(r.renew)
  renew(@Input() { params }: RouteInput<typeof r.renew>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.renew(auth, params.partnerId, params.jobId);
  }

  @Endpoint(r.repost)
  repost(@Input() { params }: RouteInput<typeof r.repost>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.repost(auth, params.partnerId, params.jobId);
  }

  @Endpoint(r.invite)
  invite(@Input() { params, body }: RouteInput<typeof r.invite>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.invite(auth, params.partnerId, params.jobId, body.emails);
  }

  @Endpoint(r.pipeline)
  pipeline(@Input() { params, query }: RouteInput<typeof r.pipeline>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.pipeline(auth, params.partnerId, params.jobId, query);
  }

  @Endpoint(r.move)
  move(@Input() { params, body }: RouteInput<typeof r.move>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.move(auth, params.partnerId, params.jobId, params.applicationId, body);
  }

  @Endpoint(r.resume)
  resume(@Input() { params }: RouteInput<typeof r.resume>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.resume(auth, params.partnerId, params.jobId, params.applicationId);
  }

  @Endpoint(r.matches)
  matches(@Input() { params }: RouteInput<typeof r.matches>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.matches(auth, params.partnerId, params.jobId);
  }

  @Endpoint(r.scan)
  scan(@Input() { params }: RouteInput<typeof r.scan>, @CurrentAuth() auth: AuthContext) {
    return this.recruit.scan(auth, params.partnerId, params.jobId);
  }
}
