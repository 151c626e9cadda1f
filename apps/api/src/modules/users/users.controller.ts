import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { UsersService } from './users.service';

const r = routes.users;

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Endpoint(r.getPublic)
  getPublic(@Input() { params }: RouteInput<typeof r.getPublic>) {
    return this.users.getPublic(params.id);
  }

  @Endpoint(r.get)
  get(@CurrentAuth() auth: AuthContext) {
    return this.users.me(auth);
  }

  @Endpoint(r.update)
  update(@Input() { body }: RouteInput<typeof r.update>, @CurrentAuth() auth: AuthContext) {
    return this.users.update(auth, body);
  }

  @Endpoint(r.welcome)
  welcome(@CurrentAuth() auth: AuthContext) {
    return this.users.welcome(auth);
  }
}
