import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { ProfilesService } from './profiles.service';

const r = routes.profiles;

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>, @CurrentAuth() auth: AuthContext) {
    return this.profiles.get(auth, params.id);
  }

  @Endpoint(r.update)
  update(@Input() { body }: RouteInput<typeof r.update>, @CurrentAuth() auth: AuthContext) {
    return this.profiles.update(auth, body);
  }

  @Endpoint(r.addExperience)
  addExperience(@Input() { body }: RouteInput<typeof r.addExperience>, @CurrentAuth() auth: AuthContext) {
    return this.profiles.addExperience(auth, body);
  }

  @Endpoint(r.updateExperience)
  updateExperience(@Input() { params, body }: RouteInput<typeof r.updateExperience>, @CurrentAuth() auth: AuthContext) {
    return this.profiles.updateExperience(auth, params.experienceId, body);
  }

  @Endpoint(r.removeExperience)
  removeExperience(@Input() { params }: RouteInput<typeof r.removeExperience>, @CurrentAuth() auth: AuthContext) {
    return this.profiles.removeExperience(auth, params.experienceId);
  }

  @Endpoint(r.engagementMetrics)
  engagementMetrics(@CurrentAuth() auth: AuthContext) {
    return this.profiles.engagementMetrics(auth);
  }

  @Endpoint(r.peerQrCode)
  peerQrCode(@CurrentAuth() auth: AuthContext) {
    return this.profiles.peerQrCode(auth);
  }
}
