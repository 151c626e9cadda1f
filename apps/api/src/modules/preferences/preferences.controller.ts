import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { PreferencesService } from './preferences.service';

const r = routes.preferences;

@Controller()
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>) {
    return this.preferences.get(params.userId);
  }

  @Endpoint(r.create)
  create(@Input() { body }: RouteInput<typeof r.create>) {
    return this.preferences.save(body.userId, body.darkMode);
  }

  @Endpoint(r.update)
  update(@Input() { params, body }: RouteInput<typeof r.update>) {
    return this.preferences.update(params.userId, params.id, body);
  }
}
