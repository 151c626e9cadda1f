import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { CommunitiesService } from './communities.service';

const r = routes.communities;

@Controller()
export class CommunitiesController {
  constructor(private readonly communities: CommunitiesService) {}

  @Endpoint(r.list)
  list(@Input() { query }: RouteInput<typeof r.list>, @CurrentAuth() auth: AuthContext) {
    return this.communities.list(auth, query);
  }

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>, @CurrentAuth() auth: AuthContext) {
    return this.communities.get(auth, params.id);
  }

  @Endpoint(r.join)
  join(@Input() { params }: RouteInput<typeof r.join>, @CurrentAuth() auth: AuthContext) {
    return this.communities.join(auth, params.id);
  }

  @Endpoint(r.leave)
  leave(@Input() { params }: RouteInput<typeof r.leave>, @CurrentAuth() auth: AuthContext) {
    return this.communities.leave(auth, params.id);
  }

  @Endpoint(r.channels)
  channels(@Input() { params, query }: RouteInput<typeof r.channels>, @CurrentAuth() auth: AuthContext) {
    return this.communities.channels(auth, params.id, query);
  }

  @Endpoint(r.createChannel)
  createChannel(@Input() { params, body }: RouteInput<typeof r.createChannel>, @CurrentAuth() auth: AuthContext) {
    return this.communities.createChannel(auth, params.id, body);
  }
}
