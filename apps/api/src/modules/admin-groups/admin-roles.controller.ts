import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { AdminGroupsService } from './admin-groups.service';

const r = routes.adminRoles;
/** The platform's own groups have no partner. */
const PLATFORM = null;

/** §7 'Non-partner admin': the platform's admin groups. */
@Controller()
export class AdminRolesController {
  constructor(private readonly service: AdminGroupsService) {}

  @Endpoint(r.list)
  list() {
    return this.service.all(PLATFORM);
  }

  @Endpoint(r.create)
  create(@Input() { body }: RouteInput<typeof r.create>, @CurrentAuth() auth: AuthContext) {
    return this.service.create(auth, PLATFORM, body);
  }

  @Endpoint(r.update)
  update(@Input() { params, body }: RouteInput<typeof r.update>, @CurrentAuth() auth: AuthContext) {
    return this.service.update(auth, PLATFORM, params.id, body);
  }

  @Endpoint(r.remove)
  remove(@Input() { params }: RouteInput<typeof r.remove>, @CurrentAuth() auth: AuthContext) {
    return this.service.remove(auth, PLATFORM, params.id);
  }

  @Endpoint(r.userGroups)
  userGroups(@Input() { params }: RouteInput<typeof r.userGroups>) {
    return this.service.groupsOfUser(PLATFORM, params.id);
  }

  @Endpoint(r.page)
  page(@Input() { query }: RouteInput<typeof r.page>) {
    return this.service.page(PLATFORM, query);
  }

  @Endpoint(r.grantFunction)
  grantFunction(@Input() { body }: RouteInput<typeof r.grantFunction>, @CurrentAuth() auth: AuthContext) {
    return this.service.grant(auth, PLATFORM, body);
  }

  @Endpoint(r.setFunctions)
  setFunctions(@Input() { params, body }: RouteInput<typeof r.setFunctions>, @CurrentAuth() auth: AuthContext) {
    return this.service.setFunctions(auth, PLATFORM, params.id, body);
  }

  @Endpoint(r.members)
  members(@Input() { params, query }: RouteInput<typeof r.members>) {
    return this.service.membersOf(PLATFORM, params.id, query.dir);
  }

  @Endpoint(r.removeMember)
  removeMember(@Input() { params }: RouteInput<typeof r.removeMember>, @CurrentAuth() auth: AuthContext) {
    return this.service.removeMember(auth, PLATFORM, params.roleId, params.adminId);
  }
}
