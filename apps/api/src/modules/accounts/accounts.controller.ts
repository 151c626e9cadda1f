import { Controller, Header } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { AccountsService } from './accounts.service';

const r = routes.accounts;

@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Endpoint(r.confirmDeletion)
  confirmDeletion(@Input() { body }: RouteInput<typeof r.confirmDeletion>) {
    return this.accounts.confirmDeletion(body.token);
  }

  @Endpoint(r.requestDeletion)
  requestDeletion(@Input() { body }: RouteInput<typeof r.requestDeletion>, @CurrentAuth() auth: AuthContext) {
    return this.accounts.requestDeletion(auth, body);
  }

  @Endpoint(r.export)
  @Header('Content-Disposition', 'attachment; filename="nexus-my-data.json"')
  export(@CurrentAuth() auth: AuthContext) {
    return this.accounts.export(auth.user.id);
  }
}
