import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { CommunitiesService } from './communities.service';

const r = routes.channels;

@Controller()
export class ChannelsController {
  constructor(private readonly communities: CommunitiesService) {}

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>, @CurrentAuth() auth: AuthContext) {
    return this.communities.channel(auth, params.id);
  }

  @Endpoint(r.update)
  update(@Input() { params, body }: RouteInput<typeof r.update>, @CurrentAuth() auth: AuthContext) {
    return this.communities.updateChannel(auth, params.id, body);
  }

  @Endpoint(r.remove)
  remove(@Input() { params }: RouteInput<typeof r.remove>, @CurrentAuth() auth: AuthContext) {
    return this.communities.deleteChannel(auth, params.id);
  }

  @Endpoint(r.join)
  join(@Input() { params }: RouteInput<typeof r.join>, @CurrentAuth() auth: AuthContext) {
    return this.communities.joinChannel(auth, params.id);
  }

  @Endpoint(r.leave)
  leave(@Input() { params }: RouteInput<typeof r.leave>, @CurrentAuth() auth: AuthContext) {
    return this.communities.leaveChannel(auth, params.id);
  }

  @Endpoint(r.members)
  members(@Input() { params, query }: RouteInput<typeof r.members>, @CurrentAuth() auth: AuthContext) {
    return this.communities.members(auth, params.id, query);
  }

  @Endpoint(r.addMembers)
  addMembers(@Input() { params, body }: RouteInput<typeof r.addMembers>, @CurrentAuth() auth: AuthContext) {
    return this.communities.addMembers(auth, params.id, body);
  }

  @Endpoint(r.removeMember)
  removeMember(@Input() { params }: RouteInput<typeof r.removeMember>, @CurrentAuth() auth: AuthContext) {
    return this.communities.removeMember(auth, params.id, params.userId);
  }

  @Endpoint(r.setAdmin)
  setAdmin(@Input() { params, body }: RouteInput<typeof r.setAdmin>, @CurrentAuth() auth: AuthContext) {
    return this.communities.setAdmin(auth, params.id, params.userId, body.isAdmin);
  }

  @Endpoint(r.notifications)
  notifications(@Input() { params, body }: RouteInput<typeof r.notifications>, @CurrentAuth() auth: AuthContext) {
    return this.communities.setNotifications(auth, params.id, body.notifications);
  }

  @Endpoint(r.posts)
  posts(@Input() { params, query }: RouteInput<typeof r.posts>, @CurrentAuth() auth: AuthContext) {
    return this.communities.posts(auth, params.id, query);
  }
}
