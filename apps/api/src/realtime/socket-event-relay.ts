import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ServerToClientEvents } from '@nexus/contracts';
import { JobsService } from '../jobs/jobs.service';
import { RealtimeGateway } from './realtime.gateway';

/**
 * Hands the socket events raised by jobs to the member's sockets. Jobs may run in the worker process,
 * which has no sockets, so they queue a `socket-event` job instead of emitting; an API process takes
 * it and emits through the gateway (and, with REDIS_URL, the Redis adapter reaches the other instances).
 */
@Injectable()
export class SocketEventRelay implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly gateway: RealtimeGateway,
  ) {}

  onModuleInit(): void {
    this.jobs.handle('socket-event', async (job) => {
      const userIds = 'userIds' in job ? job.userIds : [job.userId];
      this.gateway.emitToUsers(userIds, job.event as keyof ServerToClientEvents, job.payload as never);
    });
  }
}
