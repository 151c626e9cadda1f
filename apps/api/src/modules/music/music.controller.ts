import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input, type UploadInput } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { MusicService } from './music.service';

const r = routes.music;

@Controller()
export class MusicController {
  constructor(private readonly music: MusicService) {}

  @Endpoint(r.list)
  list() {
    return this.music.list();
  }

  @Endpoint(r.upload)
  upload(@Input() { query, file }: UploadInput<typeof r.upload>, @CurrentAuth() auth: AuthContext) {
    return this.music.upload(auth, file, query.title);
  }

  @Endpoint(r.remove)
  remove(@Input() { params }: RouteInput<typeof r.remove>) {
    return this.music.remove(params.id);
  }

  @Endpoint(r.file)
  file(@Input() { params }: RouteInput<typeof r.file>) {
    return this.music.file(params.name);
  }
}
