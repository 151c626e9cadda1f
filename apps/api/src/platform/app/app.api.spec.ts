import { ANALYTICS_VENDORS, type RouteContract, routes, SSO_TYPES, toOpenApiPath } from '@nexus/contracts';
import { holdTheOnlyConnection } from '../testing/pool';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('the HTTP pipeline', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('reports health with the database reachable', async () => {
    await t.http.get('/v1/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('gives the web app its deployment settings without credentials', async () => {
    const { body } = await t.http.get('/v1/app/config').expect(200);
    expect(body).toEqual({
      environment: 'test',
      marketingSiteUrl: t.config.marketingSiteUrl,
      clientKey: t.config.clientKey,
      // No provider configured: the development provider stands in for all four, and admins may use a password.
      sso: { providers: [...SSO_TYPES], development: true, adminPassword: true },
      // Web push: the applicationServerKey a device subscribes with (the private key stays on the server).
      push: { vapidPublicKey: t.config.push.vapidPublicKey },
    });
  });

  it('publishes an OpenAPI document with every route of the contracts, and a docs page', async () => {
    const { body } = await t.http.get('/v1/openapi.json').expect(200);
    const all = Object.values(routes).flatMap((group) => Object.values(group)) as RouteContract[];
    for (const route of all) {
      expect(body.paths[`/v1${toOpenApiPath(route.path)}`]?.[route.method.toLowerCase()]).toBeDefined();
    }
    // §7 lists GET partner-profile/{id} with a bearer token and with KEY: either one.
    expect(body.paths['/v1/partner-profile/{id}'].get.security).toEqual([{ clientKey: [] }, { bearer: [] }]);
    expect(body.paths['/v1/partner-profile/{id}'].post.security).toEqual([{ clientKey: [] }]);
    const login = body.paths['/v1/user/login'].put;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password', 'role']);
    const docs = await t.http.get('/v1/docs/').expect(200);
    expect(docs.text).toContain('swagger-ui');
  });

  it('answers unknown API paths with the error shape and 404', async () => {
    const { body } = await t.http.get('/v1/no-such-thing').expect(404);
    expect(body).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND', httpMessage: 'Not found' });
  });

  it('rejects malformed JSON with a 400 that names the body', async () => {
    const { body } = await t.http.put('/v1/user/login').set('content-type', 'application/json').send('{"username":').expect(400);
    expect(body).toMatchObject({ code: 'MALFORMED_JSON', httpMessage: 'body: must be valid JSON' });
  });

  it('reads an empty body sent as JSON as no body, so the route validates it like any other', async () => {
    const { body } = await t.http.put('/v1/user/login').set('content-type', 'application/json').expect(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(body.issues[0].field).toBe('username');
  });

  it('rejects bodies over the limit with 413', async () => {
    const { body } = await t.http
      .put('/v1/user/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpMessage: 'PayloadTooLargeError' });
  });

  it('sets security headers', async () => {
    const response = await t.http.get('/v1/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // No analytics configured: no vendor's host is let through.
    expect(response.headers['content-security-policy']).not.toMatch(/googletagmanager|mxpnl|mixpanel/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

const expectShed = (answer: { status: number; headers: Record<string, string>; body: unknown }) => {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('5');
  expect(answer.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
};

describe('overload', () => {
  let t: TestApp;
  // One connection, and a short wait for it: a held connection makes every other query time out.
  beforeAll(async () => (t = await startTestApp({ databasePool: { size: 1, timeoutMs: 300, maxQueue: 100 } })));
  afterAll(() => t.close());

  it('answers 503 with Retry-After, not 500, while the database pool has no free connection', async () => {
    const { user, token } = await t.member();
    const release = await holdTheOnlyConnection(t);
    try {
      // The session read on the pool, a Prisma query, and a Prisma transaction: all wait for the one connection.
      const answers = await Promise.all([
        t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)),
        t.http.get('/v1/health'),
        t.http.put('/v1/user/login').send({ username: user.username, password: 'wrong-password-1', role: user.role }),
      ]);
      answers.forEach(expectShed);
    } finally {
      await release();
    }
    await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(200);
  });

  it('answers 503 with Retry-After while the event loop stays over a second late, and serves again once it catches up', async () => {
    // The app runs in this process: keeping the loop busy makes its lag check late, three checks in a row.
    const busy = (ms: number) => {
      for (const end = performance.now() + ms; performance.now() < end;);
    };
    const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 3; i++) {
      busy(1600);
      await turn();
    }
    const shed = await t.http.get('/v1/health');
    expect(shed.status).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await t.http.get('/v1/health').expect(200);
  });
});

describe('overload: a full database queue', () => {
  /** One connection held, two queries waiting for it: the queue is full. */
  const fillTheQueue = async (t: TestApp) => {
    const release = await holdTheOnlyConnection(t);
    const queued = [t.http.get('/v1/health').then((r) => r), t.http.get('/v1/health').then((r) => r)];
    for (let i = 0; i < 200 && t.prisma.waitingQueries < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.prisma.waitingQueries).toBe(2);
    return { release, queued };
  };

  describe('a short wait for a turn', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await startTestApp({ databasePool: { size: 1, timeoutMs: 20_000, maxQueue: 2 }, requestQueueTimeoutMs: 300 })),
    );
    afterAll(() => t.close());

    it('refuses a new request (503) once it has waited its turn that long, and serves the queued ones and then everyone', async () => {
      const { release, queued } = await fillTheQueue(t);
      try {
        expectShed(await t.http.get('/v1/health'));
      } finally {
        await release();
      }
      expect((await Promise.all(queued)).map((r) => r.status)).toEqual([200, 200]);
      await t.http.get('/v1/health').expect(200);
    });
  });

  describe('a long wait for a turn', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await startTestApp({ databasePool: { size: 1, timeoutMs: 20_000, maxQueue: 2 }, requestQueueTimeoutMs: 20_000 })),
    );
    afterAll(() => t.close());

    it('holds a new request while the queue is full, without adding to it, and serves it once there is room', async () => {
      const { release, queued } = await fillTheQueue(t);
      const waiting = t.http.get('/v1/health').then((r) => r);
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(t.prisma.waitingQueries).toBe(2);
      } finally {
        await release();
      }
      expect((await Promise.all([...queued, waiting])).map((r) => r.status)).toEqual([200, 200, 200]);
    });
  });
});

describe('the web app’s analytics (ANALYTICS_DESTINATION)', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await startTestApp({ analytics: { destination: 'both', gaMeasurementId: 'G-TEST1', mixpanelToken: 'f00dfeed' } })),
  );
  afterAll(() => t.close());

  it('lets the configured vendors’ scripts and their events through the CSP', async () => {
    const response = await t.http.get('/v1/app/config').expect(200);
    expect(response.body.analytics).toEqual({ destination: 'both', gaMeasurementId: 'G-TEST1', mixpanelToken: 'f00dfeed' });
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
    for (const vendor of [ANALYTICS_VENDORS.ga, ANALYTICS_VENDORS.mixpanel]) {
      expect(directive('script-src')).toEqual(expect.arrayContaining([...vendor.scriptSources]));
      expect(directive('connect-src')).toEqual(expect.arrayContaining([...vendor.connectSources]));
      // The script the web app loads is one the CSP allows.
      const scriptOrigin = new URL(vendor.script).hostname;
      expect(vendor.scriptSources.some((source) => scriptOrigin.endsWith(new URL(source.replace('*.', '')).hostname))).toBe(true);
    }
  });
});

describe('the web app’s error reporting (WEB_SENTRY_DSN)', () => {
  const dsn = 'https://publickey@o1.ingest.example.test/2';
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ webSentryDsn: dsn })));
  afterAll(() => t.close());

  it('hands the web app its DSN, and lets its reports and its replay worker through the CSP', async () => {
    const response = await t.http.get('/v1/app/config').expect(200);
    expect(response.body.errorReporting).toEqual({ dsn });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("connect-src 'self' ws: wss: https://o1.ingest.example.test");
    expect(csp).toContain("worker-src 'self' blob:");
  });
});
