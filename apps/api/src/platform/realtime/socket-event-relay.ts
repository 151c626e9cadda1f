import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ServerToClientEvents } from '@nexus/contracts';
import { JobsService } from '../queue/jobs.service';
import type { JobData } from '../queue/queues';
import { RealtimeGateway } from './realtime.gateway';
import { UserSockets } from './user-sockets';

/** In an API process: straight to the sockets, through the gateway (and, with REDIS_URL, its adapter). */
@Injectable()
export class EmittingUserSockets extends UserSockets {
  constructor(private readonly gateway: RealtimeGateway) {
    super();
  }

  async send(events: JobData<'socket-event'>[]): Promise<void> {
    for (const event of events) {
      const userIds = 'userIds' in event ? event.userIds : [event.userId];
      this.gateway.emitToUsers(userIds, event.event as keyof ServerToClientEvents, event.payload as never);
    }
  }
}

/**
 * Hands the socket events queued as `socket-event` jobs (by the worker, which has no sockets: QueuedUserSockets; and by
 * jobs that raise them in their own transaction) to the members' sockets: an API process takes each job and emits it
 * (and, with REDIS_URL, the Redis adapter reaches the other instances).
 */
@Injectable()
export class SocketEventRelay implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly sockets: EmittingUserSockets,
  ) {}

  onModuleInit(): void {
    this.jobs.handle('socket-event', (job) => this.sockets.send([job]));
  }
}
