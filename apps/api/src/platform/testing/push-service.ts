import { createServer } from 'node:net';
import { PushApiModel } from 'web-push-testing/src/PushApiModel';
import WebPushTestingServer from 'web-push-testing/src/server';

/** A device's subscription as the push service hands it out (PushSubscription.toJSON()), with its id there. */
export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A real push service (web-push-testing) in the test: it hands out subscriptions for a VAPID public key, checks the
 * VAPID signature of every push it receives, decrypts it (RFC 8291) and keeps it for the test to read; an expired
 * subscription answers 410, as a browser's push service does once the device unsubscribed.
 */
export async function startPushService() {
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined;
  server.startServer();
  await new Promise<void>((resolve) => server._server.once('listening', resolve));
  console.log = log;
  const url = `http://localhost:${port}`;

  async function call<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${await response.text()}`);
    return (response.headers.get('content-type')?.includes('json') ? response.json() : undefined) as Promise<T>;
  }

  return {
    url,
    /** A new device's subscription for the server with this VAPID public key. */
    async subscribe(applicationServerKey: string): Promise<TestPushSubscription> {
      return (await call<{ data: TestPushSubscription }>('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data;
    },
    /** The pushes this device received, decrypted, oldest first. */
    async received(subscription: TestPushSubscription): Promise<unknown[]> {
      const { data } = await call<{ data: { messages: string[] } }>('/get-notifications', {
        clientHash: subscription.clientHash,
      });
      return data.messages.map((message) => JSON.parse(message) as unknown);
    },
    /** The device unsubscribed: from now on a push to it answers 410 Gone. */
    async expire(subscription: TestPushSubscription): Promise<void> {
      await call(`/expire-subscription/${subscription.clientHash}`, {});
    },
    close: () => new Promise<void>((resolve) => server._server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
