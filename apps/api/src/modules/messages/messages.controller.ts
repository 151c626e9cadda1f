import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { MessagesService } from './messages.service';

const r = routes.messages;

@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Endpoint(r.latest)
  latest(@Input() { query }: RouteInput<typeof r.latest>, @CurrentAuth() auth: AuthContext) {
    return this.messages.latest(auth, query);
  }

  @Endpoint(r.conversation)
  conversation(@Input() { params, query }: RouteInput<typeof r.conversation>, @CurrentAuth() auth: AuthContext) {
    return this.messages.conversation(auth, params.otherId, query);
  }

  @Endpoint(r.receiver)
  receiver(@Input() { params }: RouteInput<typeof r.receiver>, @CurrentAuth() auth: AuthContext) {
    return this.messages.chatPartner(auth, params.receiverId);
  }

  @Endpoint(r.send)
  send(@Input() { params, body }: RouteInput<typeof r.send>, @CurrentAuth() auth: AuthContext) {
    return this.messages.send(auth, params.receiverId, body);
  }

  @Endpoint(r.update)
  update(@Input() { params, body }: RouteInput<typeof r.update>, @CurrentAuth() auth: AuthContext) {
    return this.messages.update(auth, params.id, body);
  }

  @Endpoint(r.remove)
  remove(@Input() { params }: RouteInput<typeof r.remove>, @CurrentAuth() auth: AuthContext) {
    return this.messages.remove(auth, params.messageId);
  }

  @Endpoint(r.archive)
  archive(@Input() { params }: RouteInput<typeof r.archive>, @CurrentAuth() auth: AuthContext) {
    return this.messages.archive(auth, params.otherId);
  }
}
