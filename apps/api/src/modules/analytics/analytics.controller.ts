import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { AnalyticsService } from './analytics.service';

const r = routes.analytics;

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Endpoint(r.platform)
  platform(@Input() { params }: RouteInput<typeof r.platform>) {
    return this.analytics.platform(params.audience);
  }
}
