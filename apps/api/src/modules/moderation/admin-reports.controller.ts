import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { ReviewService } from './review.service';

const r = routes.adminReports;

@Controller()
export class AdminReportsController {
  constructor(private readonly review: ReviewService) {}

  @Endpoint(r.list)
  list(@Input() { query }: RouteInput<typeof r.list>) {
    return this.review.list(query);
  }

  @Endpoint(r.view)
  view(@Input() { params }: RouteInput<typeof r.view>) {
    return this.review.view(params.id);
  }

  @Endpoint(r.close)
  close(@Input() { params, body }: RouteInput<typeof r.close>, @CurrentAuth() auth: AuthContext) {
    return this.review.act(auth, params.id, 'close', body);
  }

  @Endpoint(r.assign)
  assign(@Input() { params, body }: RouteInput<typeof r.assign>, @CurrentAuth() auth: AuthContext) {
    return this.review.act(auth, params.id, 'assign', body);
  }

  @Endpoint(r.deleteContent)
  deleteContent(@Input() { params, body }: RouteInput<typeof r.deleteContent>, @CurrentAuth() auth: AuthContext) {
    return this.review.act(auth, params.id, 'deleteContent', body);
  }

  @Endpoint(r.suspendUser)
  suspendUser(@Input() { params, body }: RouteInput<typeof r.suspendUser>, @CurrentAuth() auth: AuthContext) {
    return this.review.act(auth, params.id, 'suspendUser', body);
  }

  @Endpoint(r.blockUser)
  blockUser(@Input() { params, body }: RouteInput<typeof r.blockUser>, @CurrentAuth() auth: AuthContext) {
    return this.review.act(auth, params.id, 'blockUser', body);
  }

  @Endpoint(r.reopen)
  reopen(@Input() { params, body }: RouteInput<typeof r.reopen>, @CurrentAuth() auth: AuthContext) {
    return this.review.act(auth, params.id, 'reopen', body);
  }
}
