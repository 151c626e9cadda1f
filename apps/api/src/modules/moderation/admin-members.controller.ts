import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { MemberStatusService } from './member-status.service';
import { MembersService } from './members.service';

const r = routes.adminMembers;

@Controller()
export class AdminMembersController {
  constructor(
    private readonly members: MembersService,
    private readonly status: MemberStatusService,
  ) {}

  @Endpoint(r.list)
  list(@Input() { query }: RouteInput<typeof r.list>) {
    return this.members.list(query);
  }

  @Endpoint(r.view)
  view(@Input() { params }: RouteInput<typeof r.view>) {
    return this.members.view(params.userId);
  }

  @Endpoint(r.suspend)
  suspend(@Input() { params, body }: RouteInput<typeof r.suspend>, @CurrentAuth() auth: AuthContext) {
    return this.status.suspend(auth, params.userId, body);
  }

  @Endpoint(r.lift)
  lift(@Input() { params, body }: RouteInput<typeof r.lift>, @CurrentAuth() auth: AuthContext) {
    return this.status.lift(auth, params.userId, body);
  }

  @Endpoint(r.block)
  block(@Input() { params, body }: RouteInput<typeof r.block>, @CurrentAuth() auth: AuthContext) {
    return this.status.block(auth, params.userId, body);
  }

  @Endpoint(r.unblock)
  unblock(@Input() { params, body }: RouteInput<typeof r.unblock>, @CurrentAuth() auth: AuthContext) {
    return this.status.unblock(auth, params.userId, body);
  }
}
