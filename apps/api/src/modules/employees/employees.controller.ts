import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { EmployeesService } from './employees.service';
import { InvitationsService } from './invitations.service';

const e = routes.employees;
const i = routes.invitations;

@Controller()
export class EmployeesController {
  constructor(
    private readonly employees: EmployeesService,
    private readonly invitations: InvitationsService,
  ) {}

  @Endpoint(e.claim)
  claim(@Input() { params }: RouteInput<typeof e.claim>) {
    return this.employees.claim(params.partnerId, params.userId);
  }

  @Endpoint(e.mine)
  mine(@Input() { params }: RouteInput<typeof e.mine>) {
    return this.employees.mine(params.partnerId, params.userId);
  }

  @Endpoint(e.verify)
  verify(@Input() { params }: RouteInput<typeof e.verify>, @CurrentAuth() auth: AuthContext) {
    return this.employees.verify(auth, params.partnerId, params.userId);
  }

  @Endpoint(e.company)
  company(@Input() { params, query }: RouteInput<typeof e.company>) {
    return this.employees.company(params.partnerId, query);
  }

  @Endpoint(e.roles)
  roles(@Input() { query }: RouteInput<typeof e.roles>) {
    return this.employees.roles(query);
  }

  @Endpoint(e.deactivate)
  deactivate(@Input() { params, query }: RouteInput<typeof e.deactivate>, @CurrentAuth() auth: AuthContext) {
    return this.employees.deactivate(auth, params.userId, query.partnerId);
  }

  @Endpoint(e.reactivate)
  reactivate(@Input() { params, query }: RouteInput<typeof e.reactivate>, @CurrentAuth() auth: AuthContext) {
    return this.employees.reactivate(auth, params.userId, query.partnerId);
  }

  @Endpoint(i.send)
  send(@Input() { params, body }: RouteInput<typeof i.send>, @CurrentAuth() auth: AuthContext) {
    return this.invitations.send(auth, params.companyId, body.email);
  }

  @Endpoint(i.invite)
  invite(@Input() { body }: RouteInput<typeof i.invite>, @CurrentAuth() auth: AuthContext) {
    return this.invitations.send(auth, body.companyId, body.email);
  }

  @Endpoint(i.preview)
  preview(@Input() { query }: RouteInput<typeof i.preview>) {
    return this.invitations.preview(query.token);
  }
}
