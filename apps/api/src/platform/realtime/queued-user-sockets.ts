import { Global, Injectable, Module } from '@nestjs/common';
import { JobsService } from '../queue/jobs.service';
import type { JobData } from '../queue/queues';
import { UserSockets } from './user-sockets';

/** In the worker: `socket-event` jobs, in one insert. */
@Injectable()
export class QueuedUserSockets extends UserSockets {
  constructor(private readonly jobs: JobsService) {
    super();
  }

  send(events: JobData<'socket-event'>[]): Promise<void> {
    return this.jobs.sendMany('socket-event', events);
  }
}

/** UserSockets for the worker process (the API's comes with RealtimeModule). */
@Global()
@Module({ providers: [{ provide: UserSockets, useClass: QueuedUserSockets }], exports: [UserSockets] })
export class QueuedUserSocketsModule {}
