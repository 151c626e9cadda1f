/** web-push-testing ships CommonJS without types: what push-service.ts uses of it. */
declare module 'web-push-testing/src/PushApiModel' {
  export class PushApiModel {}
}

declare module 'web-push-testing/src/server' {
  import type { Server } from 'node:http';
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel';

  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    startServer(): void;
    _server: Server;
  }
}
