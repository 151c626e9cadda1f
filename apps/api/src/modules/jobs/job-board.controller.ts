import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { JobBoardService } from './job-board.service';

const r = routes.jobs;

@Controller()
export class JobBoardController {
  constructor(private readonly jobs: JobBoardService) {}

  @Endpoint(r.search)
  search(@Input() { query }: RouteInput<typeof r.search>, @CurrentAuth() auth: AuthContext) {
    return this.jobs.search(auth, query);
  }

  @Endpoint(r.saved)
  saved(@Input() { query }: RouteInput<typeof r.saved>, @CurrentAuth() auth: AuthContext) {
    return this.jobs.saved(auth, query);
  }

  @Endpoint(r.applications)
  applications(@Input() { query }: RouteInput<typeof r.applications>, @CurrentAuth() auth: AuthContext) {
    return this.jobs.applications(auth, query);
  }

  @Endpoint(r.matchPreference)
  matchPreference(@CurrentAuth() auth: AuthContext) {
    return this.jobs.matchPreference(auth);
  }

  @Endpoint(r.setMatchPreference)
  setMatchPreference(@Input() { body }: RouteInput<typeof r.setMatchPreference>, @CurrentAuth() auth: AuthContext) {
    return this.jobs.setMatchPreference(auth, body);
  }

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>, @CurrentAuth() auth: AuthContext) {
    return this.jobs.get(auth, params.id);
  }

  @Endpoint(r.save)
  save(@Input() { params, body }: RouteInput<typeof r.save>, @CurrentAuth() auth: AuthContext) {
    return this.jobs.save(auth, params.id, body.status);
  }

  @Endpoint(r.apply)
  apply(@Input() { params, body }: RouteInput<typeof r.apply>, @CurrentAuth() auth: AuthContext) {
    return this.jobs.apply(auth, params.id, body);
  }
}
