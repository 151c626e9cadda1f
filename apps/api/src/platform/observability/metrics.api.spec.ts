import { randomUUID } from 'node:crypto';
import { Role, SIGN_UP_THROTTLE } from '@nexus/contracts';
import { JobsService } from '../queue/jobs.service';
import { eventually } from '../testing/eventually';
import { socketClients } from '../testing/sockets';
import { holdTheOnlyConnection } from '../testing/pool';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { NO_ROUTE } from './metrics';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return {
        name: name!,
        labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!])),
        value: Number(value),
      };
    });
}

/** The value of the one sample with this name and these labels (among others), or undefined. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

async function scrape(t: TestApp): Promise<Sample[]> {
  const response = await t.http.get('/metrics').expect(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(response.text);
}

describe('GET /metrics', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  // The worker's queues are left unworked here, so a job sent to one waits, as it would behind a backlog.
  beforeAll(async () => (t = await startTestApp({ runWorker: false })));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  it("times requests by their route's pattern, method and status class", async () => {
    const { user, token } = await t.member();
    await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(200);
    await t.http.get(`/v1/user/${randomUUID()}`).set(t.bearer(token)).expect(403);
    await t.http.get('/v1/no-such-route').expect(404);

    const samples = await scrape(t);
    const count = (labels: Record<string, string>) => valueOf(samples, 'nexus_http_request_duration_seconds_count', labels);
    expect(count({ route: '/v1/user/:id', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(count({ route: '/v1/user/:id', method: 'GET', status_class: '4xx' })).toBe(1);
    expect(count({ route: NO_ROUTE, method: 'GET', status_class: '4xx' })).toBe(1);
    // Never the URL itself.
    expect(samples.some((s) => s.labels.route?.includes(user.id))).toBe(false);
    expect(valueOf(samples, 'nexus_http_request_duration_seconds_bucket', { route: '/v1/user/:id', le: '+Inf' })).toBe(1);
  });

  it('counts the sockets open on this instance', async () => {
    const { token } = await t.member();
    expect(valueOf(await scrape(t), 'nexus_sockets_open')).toBe(0);
    const socket = await sockets.connect(token);
    expect(valueOf(await scrape(t), 'nexus_sockets_open')).toBe(1);
    socket.disconnect();
    let open: number | undefined;
    await eventually(async () => (open = valueOf(await scrape(t), 'nexus_sockets_open')) === 0);
    expect(open).toBe(0);
  });

  it("reports each job queue's backlog: jobs due, how long the oldest has waited, jobs in hand", async () => {
    const before = await scrape(t);
    // Every queue has its series, dead letters too, jobs or none.
    expect(valueOf(before, 'nexus_job_queue_ready', { queue: 'job-match-scan' })).toBe(0);
    expect(valueOf(before, 'nexus_job_queue_oldest_ready_seconds', { queue: 'job-match-scan' })).toBe(0);
    expect(valueOf(before, 'nexus_job_queue_active', { queue: 'mail.failed' })).toBe(0);

    const waiting = valueOf(before, 'nexus_job_queue_ready', { queue: 'mail' })!;
    await t.app.get(JobsService).send('mail', { mailId: randomUUID() });
    await t.app.get(JobsService).send('mail', { mailId: randomUUID() });
    const after = await scrape(t);
    expect(valueOf(after, 'nexus_job_queue_ready', { queue: 'mail' })).toBe(waiting + 2);
    expect(valueOf(after, 'nexus_job_queue_oldest_ready_seconds', { queue: 'mail' })).toBeGreaterThan(0);
  });

  it("reports the database pool's connections and the queries waiting for one, and the process's own figures", async () => {
    const samples = await scrape(t);
    expect(valueOf(samples, 'nexus_db_pool_max')).toBe(t.config.databasePool.size);
    expect(valueOf(samples, 'nexus_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nexus_db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nexus_db_pool_waiting')).toBe(0);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it('answers each request with its id: the one it came with when sane, else a new one', async () => {
    const id = `trace-${randomUUID()}`;
    const kept = await t.http.get('/health/live').set('x-request-id', id).expect(200);
    expect(kept.headers['x-request-id']).toBe(id);
    const replaced = await t.http.get('/health/live').set('x-request-id', 'no spaces <or> markup').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await t.http.get('/v1/no-such-route').expect(404);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics: requests refused', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await startTestApp({
        signUpThrottle: { perAddress: { limit: 1, windowMs: 60_000 }, perEmail: SIGN_UP_THROTTLE.perEmail },
      })),
  );
  afterAll(() => t.close());

  it('counts the requests answered 429', async () => {
    await t.signUp();
    await t.http
      .post('/v1/user')
      .set(t.key)
      .send({ username: t.email(), password: TEST_PASSWORD, role: Role.Member })
      .expect(429);
    expect(valueOf(await scrape(t), 'nexus_http_requests_rate_limited_total')).toBe(1);
    expect(valueOf(await scrape(t), 'nexus_http_requests_shed_total')).toBe(0);
  });
});

describe('GET /metrics: requests shed', () => {
  let t: TestApp;
  // One connection, one query may wait for it, and a short wait for a turn past that.
  // The overload's warning is what this test expects: it is left out.
  beforeAll(
    async () =>
      (t = await startTestApp({
        databasePool: { size: 1, timeoutMs: 20_000, maxQueue: 1 },
        requestQueueTimeoutMs: 300,
        logging: { level: 'error', pretty: false },
      })),
  );
  afterAll(() => t.close());

  it('counts the requests answered 503 by load shedding', async () => {
    const release = await holdTheOnlyConnection(t);
    const queued = t.http.get('/v1/health').then((r) => r.status);
    await eventually(() => t.prisma.waitingQueries === 1);
    const shed = await t.http.get('/v1/health');
    await release();
    expect(shed.status).toBe(503);
    expect(await queued).toBe(200);
    const samples = await scrape(t);
    expect(valueOf(samples, 'nexus_http_requests_shed_total')).toBe(1);
    expect(valueOf(samples, 'nexus_http_request_duration_seconds_count', { route: '/v1/health', status_class: '5xx' })).toBe(1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = `metrics-${randomUUID()}`;
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ metricsToken: token })));
  afterAll(() => t.close());

  it('answers only with the bearer token', async () => {
    await t.http.get('/metrics').expect(401);
    await t.http.get('/metrics').set('Authorization', 'Bearer not-the-token').expect(401);
    const { text } = await t.http.get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    expect(text).toContain('nexus_http_request_duration_seconds');
  });
});
