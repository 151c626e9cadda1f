import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { PartnerFollowersService } from './partner-followers.service';

const r = routes.partnerFollowers;

@Controller()
export class PartnerFollowersController {
  constructor(private readonly followers: PartnerFollowersService) {}

  @Endpoint(r.follow)
  follow(@Input() { params }: RouteInput<typeof r.follow>) {
    return this.followers.follow(params.partnerId, params.userId);
  }

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>) {
    return this.followers.get(params.partnerId, params.userId);
  }

  @Endpoint(r.unfollow)
  unfollow(@Input() { params }: RouteInput<typeof r.unfollow>, @CurrentAuth() auth: AuthContext) {
    return this.followers.unfollow(auth, params.id);
  }

  @Endpoint(r.followers)
  followersOf(@Input() { params, query }: RouteInput<typeof r.followers>) {
    return this.followers.followers(params.id, query);
  }

  @Endpoint(r.following)
  following(@Input() { params, query }: RouteInput<typeof r.following>) {
    return this.followers.following(params.id, query);
  }
}
