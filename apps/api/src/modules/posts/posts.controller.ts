import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input, type UploadInput } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { PostMediaService } from './post-media.service';
import { PostsService } from './posts.service';

const r = routes.posts;

@Controller()
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly media: PostMediaService,
  ) {}

  @Endpoint(r.create)
  create(@Input() { body }: RouteInput<typeof r.create>, @CurrentAuth() auth: AuthContext) {
    return this.posts.create(auth, body);
  }

  @Endpoint(r.uploadMedia)
  uploadMedia(@Input() { file }: UploadInput<typeof r.uploadMedia>, @CurrentAuth() auth: AuthContext) {
    return this.media.upload(auth, file);
  }

  @Endpoint(r.deleteMedia)
  deleteMedia(@Input() { params }: RouteInput<typeof r.deleteMedia>, @CurrentAuth() auth: AuthContext) {
    return this.media.deleteDraft(auth, params.id);
  }

  @Endpoint(r.mediaFile)
  mediaFile(@Input() { params }: RouteInput<typeof r.mediaFile>) {
    return this.media.file(params.id, params.name);
  }

  @Endpoint(r.linkPreview)
  linkPreview(@Input() { body }: RouteInput<typeof r.linkPreview>) {
    return this.posts.preview(body.url);
  }

  @Endpoint(r.pinned)
  pinned(@CurrentAuth() auth: AuthContext) {
    return this.posts.pinned(auth);
  }

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>, @CurrentAuth() auth: AuthContext) {
    return this.posts.get(auth, params.id);
  }

  @Endpoint(r.update)
  update(@Input() { params, body }: RouteInput<typeof r.update>, @CurrentAuth() auth: AuthContext) {
    return this.posts.update(auth, params.id, body);
  }

  @Endpoint(r.delete)
  delete(@Input() { params }: RouteInput<typeof r.delete>, @CurrentAuth() auth: AuthContext) {
    return this.posts.delete(auth, params.id);
  }

  @Endpoint(r.vote)
  vote(@Input() { params, body }: RouteInput<typeof r.vote>, @CurrentAuth() auth: AuthContext) {
    return this.posts.vote(auth, params.id, body.optionId);
  }

  @Endpoint(r.pin)
  pin(@Input() { params }: RouteInput<typeof r.pin>, @CurrentAuth() auth: AuthContext) {
    return this.posts.pin(auth, params.id);
  }

  @Endpoint(r.unpin)
  unpin(@Input() { params }: RouteInput<typeof r.unpin>, @CurrentAuth() auth: AuthContext) {
    return this.posts.unpin(auth, params.id);
  }

  @Endpoint(r.mentionSuggestions)
  mentionSuggestions(@Input() { query }: RouteInput<typeof r.mentionSuggestions>, @CurrentAuth() auth: AuthContext) {
    return this.posts.mentionSuggestions(auth, query.keyword);
  }

  @Endpoint(r.hashtagSuggestions)
  hashtagSuggestions(@Input() { query }: RouteInput<typeof r.hashtagSuggestions>) {
    return this.posts.hashtagSuggestions(query.keyword);
  }
}
