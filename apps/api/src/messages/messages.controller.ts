import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../common/http/endpoint.decorator';
import { Input } from '../common/http/input.decorator';
import { CurrentAuth } from '../common/http/request-context';
import { MessagesService } from './messages.service';

const r = routes.messages;

@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Endpoint(r.send)
  send(@Input() { params, body }: RouteInput<typeof r.send>, @CurrentAuth() auth: AuthContext) {
    return this.messages.send(auth, params.receiverId, body.content.message);
  }

  @Endpoint(r.receiver)
  receiver(@Input() { params }: RouteInput<typeof r.receiver>, @CurrentAuth() auth: AuthContext) {
    return this.messages.chatPartner(auth, params.receiverId);
  }
}
