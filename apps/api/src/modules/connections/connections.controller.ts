import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { ConnectionListsService } from './connection-lists.service';
import { ConnectionsService } from './connections.service';

const r = routes.connections;

@Controller()
export class ConnectionsController {
  constructor(
    private readonly lists: ConnectionListsService,
    private readonly connections: ConnectionsService,
  ) {}

  @Endpoint(r.search)
  search(@Input() { query }: RouteInput<typeof r.search>, @CurrentAuth() auth: AuthContext) {
    return this.lists.search(auth, query);
  }

  @Endpoint(r.searchCommunity)
  searchCommunity(@Input() { params, query }: RouteInput<typeof r.searchCommunity>, @CurrentAuth() auth: AuthContext) {
    return this.lists.search(auth, query, params.communityId);
  }

  @Endpoint(r.communities)
  communities(@CurrentAuth() auth: AuthContext) {
    return this.lists.communities(auth);
  }

  @Endpoint(r.list)
  list(@Input() { query }: RouteInput<typeof r.list>, @CurrentAuth() auth: AuthContext) {
    return this.lists.connections(auth, query);
  }

  @Endpoint(r.received)
  received(@Input() { query }: RouteInput<typeof r.received>, @CurrentAuth() auth: AuthContext) {
    return this.lists.requests(auth, 'received', query);
  }

  @Endpoint(r.sent)
  sent(@Input() { query }: RouteInput<typeof r.sent>, @CurrentAuth() auth: AuthContext) {
    return this.lists.requests(auth, 'sent', query);
  }

  @Endpoint(r.blocked)
  blocked(@Input() { query }: RouteInput<typeof r.blocked>, @CurrentAuth() auth: AuthContext) {
    return this.lists.blocked(auth, query);
  }

  @Endpoint(r.suggestions)
  suggestions(@CurrentAuth() auth: AuthContext) {
    return this.lists.suggestions(auth);
  }

  @Endpoint(r.request)
  request(@Input() { body }: RouteInput<typeof r.request>, @CurrentAuth() auth: AuthContext) {
    return this.connections.request(auth, body.userId);
  }

  @Endpoint(r.accept)
  accept(@Input() { params }: RouteInput<typeof r.accept>, @CurrentAuth() auth: AuthContext) {
    return this.connections.accept(auth, params.requestId);
  }

  @Endpoint(r.decline)
  decline(@Input() { params }: RouteInput<typeof r.decline>, @CurrentAuth() auth: AuthContext) {
    return this.connections.decline(auth, params.requestId);
  }

  @Endpoint(r.withdraw)
  withdraw(@Input() { params }: RouteInput<typeof r.withdraw>, @CurrentAuth() auth: AuthContext) {
    return this.connections.withdraw(auth, params.requestId);
  }

  @Endpoint(r.remove)
  remove(@Input() { params }: RouteInput<typeof r.remove>, @CurrentAuth() auth: AuthContext) {
    return this.connections.remove(auth, params.otherId);
  }

  @Endpoint(r.block)
  block(@Input() { params }: RouteInput<typeof r.block>, @CurrentAuth() auth: AuthContext) {
    return this.connections.block(auth, params.otherId);
  }

  @Endpoint(r.unblock)
  unblock(@Input() { params }: RouteInput<typeof r.unblock>, @CurrentAuth() auth: AuthContext) {
    return this.connections.unblock(auth, params.otherId);
  }
}
