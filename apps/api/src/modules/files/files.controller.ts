import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input, type UploadInput } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { FilesService } from './files.service';

const r = routes.files;

@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Endpoint(r.uploadAvatar)
  uploadAvatar(@Input() { file }: UploadInput<typeof r.uploadAvatar>, @CurrentAuth() auth: AuthContext) {
    return this.files.uploadAvatar(auth, file);
  }

  @Endpoint(r.avatar)
  avatar(@Input() { params }: RouteInput<typeof r.avatar>) {
    return this.files.avatar(params.userId, params.name);
  }

  @Endpoint(r.uploadCompanyImage)
  uploadCompanyImage(@Input() { params, file }: UploadInput<typeof r.uploadCompanyImage>, @CurrentAuth() auth: AuthContext) {
    return this.files.uploadCompanyImage(auth, params.id, params.kind, file);
  }

  @Endpoint(r.companyImage)
  companyImage(@Input() { params }: RouteInput<typeof r.companyImage>) {
    return this.files.companyImage(params.partnerId, params.name);
  }

  @Endpoint(r.uploadResume)
  uploadResume(@Input() { query, file }: UploadInput<typeof r.uploadResume>, @CurrentAuth() auth: AuthContext) {
    return this.files.uploadResume(auth, file, query.forOnboarding);
  }

  @Endpoint(r.resume)
  resume(@Input() { params }: RouteInput<typeof r.resume>, @CurrentAuth() auth: AuthContext) {
    return this.files.resume(auth, params.id);
  }

  @Endpoint(r.resumeImport)
  resumeImport(@CurrentAuth() auth: AuthContext) {
    return this.files.resumeImport(auth.user.id);
  }

  @Endpoint(r.applyResumeImport)
  applyResumeImport(@Input() { body }: RouteInput<typeof r.applyResumeImport>, @CurrentAuth() auth: AuthContext) {
    return this.files.applyResumeImport(auth, body);
  }
}
