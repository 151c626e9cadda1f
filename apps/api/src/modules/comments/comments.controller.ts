import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { CommentsService } from './comments.service';

const r = routes.feed;

@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Endpoint(r.comments)
  list(@Input() { params, query }: RouteInput<typeof r.comments>, @CurrentAuth() auth: AuthContext) {
    return this.comments.list(auth.user.id, params.id, query);
  }

  @Endpoint(r.comment)
  create(@Input() { params, body }: RouteInput<typeof r.comment>, @CurrentAuth() auth: AuthContext) {
    return this.comments.create(auth.user.id, params.id, body);
  }

  @Endpoint(r.replies)
  replies(@Input() { params, query }: RouteInput<typeof r.replies>, @CurrentAuth() auth: AuthContext) {
    return this.comments.replies(auth.user.id, params.id, query);
  }

  @Endpoint(r.updateComment)
  update(@Input() { params, body }: RouteInput<typeof r.updateComment>, @CurrentAuth() auth: AuthContext) {
    return this.comments.update(auth.user.id, params.id, body.content);
  }

  @Endpoint(r.deleteComment)
  delete(@Input() { params }: RouteInput<typeof r.deleteComment>, @CurrentAuth() auth: AuthContext) {
    return this.comments.delete(auth.user.id, params.id);
  }

  @Endpoint(r.reactToPost)
  reactToPost(@Input() { params, body }: RouteInput<typeof r.reactToPost>, @CurrentAuth() auth: AuthContext) {
    return this.comments.react(auth.user.id, 'post', params.id, body.reaction);
  }

  @Endpoint(r.unreactToPost)
  unreactToPost(@Input() { params }: RouteInput<typeof r.unreactToPost>, @CurrentAuth() auth: AuthContext) {
    return this.comments.react(auth.user.id, 'post', params.id, null);
  }

  @Endpoint(r.reactToComment)
  reactToComment(@Input() { params, body }: RouteInput<typeof r.reactToComment>, @CurrentAuth() auth: AuthContext) {
    return this.comments.react(auth.user.id, 'comment', params.id, body.reaction);
  }

  @Endpoint(r.unreactToComment)
  unreactToComment(@Input() { params }: RouteInput<typeof r.unreactToComment>, @CurrentAuth() auth: AuthContext) {
    return this.comments.react(auth.user.id, 'comment', params.id, null);
  }
}
