import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { AdminGroupsService } from './admin-groups.service';

const r = routes.partnerAdmin;
/** The route's rule has tied the resource to the caller's own partner: that is the scope. */
const own = (auth: AuthContext) => auth.user.partnerId;

/** §7 'Partner admin'. */
@Controller()
export class PartnerAdminController {
  constructor(private readonly service: AdminGroupsService) {}

  @Endpoint(r.functions)
  functions() {
    return this.service.allFunctions();
  }

  @Endpoint(r.listGroups)
  listGroups(@Input() { params, query }: RouteInput<typeof r.listGroups>) {
    return this.service.page(params.partnerId, query);
  }

  @Endpoint(r.getGroup)
  getGroup(@Input() { params }: RouteInput<typeof r.getGroup>, @CurrentAuth() auth: AuthContext) {
    return this.service.group(own(auth), params.id);
  }

  @Endpoint(r.createGroup)
  createGroup(@Input() { params, body }: RouteInput<typeof r.createGroup>, @CurrentAuth() auth: AuthContext) {
    return this.service.create(auth, params.partnerId, body);
  }

  @Endpoint(r.updateGroup)
  updateGroup(@Input() { params, body }: RouteInput<typeof r.updateGroup>, @CurrentAuth() auth: AuthContext) {
    return this.service.update(auth, own(auth), params.roleId, body);
  }

  @Endpoint(r.deleteGroup)
  deleteGroup(@Input() { params }: RouteInput<typeof r.deleteGroup>, @CurrentAuth() auth: AuthContext) {
    return this.service.remove(auth, own(auth), params.roleId);
  }

  @Endpoint(r.adminsPage)
  adminsPage(@Input() { params, query }: RouteInput<typeof r.adminsPage>) {
    return this.service.adminsPage(params.partnerId, query);
  }

  @Endpoint(r.partnerAdmins)
  partnerAdmins(@Input() { params }: RouteInput<typeof r.partnerAdmins>) {
    return this.service.admins(params.id);
  }

  @Endpoint(r.userGroups)
  userGroups(@Input() { params }: RouteInput<typeof r.userGroups>, @CurrentAuth() auth: AuthContext) {
    return this.service.membershipsOf(own(auth), params.id);
  }

  @Endpoint(r.addAdmin)
  addAdmin(@Input() { params, body }: RouteInput<typeof r.addAdmin>, @CurrentAuth() auth: AuthContext) {
    return this.service.addMember(auth, params.id, body);
  }

  @Endpoint(r.removeAdmin)
  removeAdmin(@Input() { params }: RouteInput<typeof r.removeAdmin>, @CurrentAuth() auth: AuthContext) {
    return this.service.removeMember(auth, own(auth), params.roleId, params.userId);
  }

  @Endpoint(r.groupFunctions)
  groupFunctions(@Input() { params }: RouteInput<typeof r.groupFunctions>, @CurrentAuth() auth: AuthContext) {
    return this.service.groupFunctions(own(auth), params.id);
  }

  @Endpoint(r.userFunctions)
  userFunctions(@Input() { params }: RouteInput<typeof r.userFunctions>) {
    return this.service.functionsOf(params.id);
  }

  @Endpoint(r.grantFunction)
  grantFunction(@Input() { params, body }: RouteInput<typeof r.grantFunction>, @CurrentAuth() auth: AuthContext) {
    return this.service.grant(auth, params.id, body);
  }

  @Endpoint(r.setFunctions)
  setFunctions(@Input() { params, body }: RouteInput<typeof r.setFunctions>, @CurrentAuth() auth: AuthContext) {
    return this.service.setFunctions(auth, own(auth), params.roleId, body);
  }
}
