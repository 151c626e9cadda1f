import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { ReportsService } from './reports.service';

const r = routes.reports;

@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Endpoint(r.create)
  create(@Input() { body }: RouteInput<typeof r.create>, @CurrentAuth() auth: AuthContext) {
    return this.reports.create(auth, body);
  }
}
