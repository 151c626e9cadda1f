import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { FeedService } from './feed.service';

const r = routes.feed;

@Controller()
export class FeedController {
  constructor(private readonly feed: FeedService) {}

  @Endpoint(r.feed)
  timeline(@Input() { query }: RouteInput<typeof r.feed>, @CurrentAuth() auth: AuthContext) {
    return this.feed.feed(auth.user.id, query);
  }

  @Endpoint(r.hashtag)
  hashtag(@Input() { params, query }: RouteInput<typeof r.hashtag>, @CurrentAuth() auth: AuthContext) {
    return this.feed.hashtag(auth.user.id, params.tag, query);
  }
}
