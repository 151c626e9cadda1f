import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { SearchService } from './search.service';

const r = routes.search;

@Controller()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Endpoint(r.all)
  all(@Input() { query }: RouteInput<typeof r.all>, @CurrentAuth() auth: AuthContext) {
    return this.search.all(auth, query);
  }

  @Endpoint(r.kind)
  kind(@Input() { params, query }: RouteInput<typeof r.kind>, @CurrentAuth() auth: AuthContext) {
    return this.search.kind(auth, params.kind, query);
  }
}
