import { randomUUID } from 'node:crypto';
import { createPlayer } from './support/api';
import { dropDatabase, freshDatabase } from './support/databases';
import { ServerProcess, startServerProcess } from './support/server-process';

/** One JSON log line of the node, as parsed. */
type LogLine = { msg?: string; req?: { id: string; method: string; url: string }; [key: string]: unknown };

/**
 * Issue 16: the one-line-per-request log is written by a Fastify hook on the root logger (no
 * pino-http middleware): a real node at LOG_LEVEL=info, its stdout read line by line.
 */
describe('the request log', () => {
  let node: ServerProcess;
  let databaseUrl: string;
  let output = '';
  const lines = (): LogLine[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const requestLines = () => lines().filter((line) => line.req);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /**
   * Waits until `count` request lines follow the first `before` (the node writes its log through an
   * asynchronous stream: on a loaded machine a fixed pause was too short), then 300 ms more, so a line
   * that should not be there has the time to show up.
   */
  const settle = async (before = 0, count = 0) => {
    for (const started = Date.now(); requestLines().length - before < count && Date.now() - started < 15_000;)
      await sleep(50);
    await sleep(300);
  };

  beforeAll(async () => {
    databaseUrl = await freshDatabase();
    node = await startServerProcess(
      {
        DATABASE_URL: databaseUrl,
        REDIS_KEY_PREFIX: `test:request-log:${randomUUID()}:`,
        LOG_LEVEL: 'info',
      },
      (text) => (output += text),
    );
  }, 120_000);
  afterAll(async () => {
    await node?.stop();
    await dropDatabase(databaseUrl);
  });

  it("writes one line per request with the response's x-request-id, the user and the status", async () => {
    const start = requestLines().length;
    const player = await createPlayer(node); // three requests: create-guest, setup-account, profile
    await settle(start, 3);
    const before = requestLines().length;
    const profile = await fetch(`${node.url}/api/character/profile`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    const refused = await fetch(`${node.url}/api/character/profile`);
    expect([profile.status, refused.status]).toEqual([200, 401]);
    await settle(before, 2);
    const written = requestLines().slice(before);
    expect(written).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: { id: profile.headers.get('x-request-id'), method: 'GET', url: '/api/character/profile' },
        res: { statusCode: 200 },
        userId: player.userId,
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        req: { id: refused.headers.get('x-request-id'), method: 'GET', url: '/api/character/profile' },
        res: { statusCode: 401 },
      }),
    ]);
    expect(written[1]).not.toHaveProperty('userId');
  });

  it("keeps the proxy's x-request-id and leaves health probes out", async () => {
    const before = requestLines().length;
    const response = await fetch(`${node.url}/api/character/profile`, {
      headers: { 'x-request-id': 'from-the-proxy-1' },
    });
    expect(response.headers.get('x-request-id')).toBe('from-the-proxy-1');
    for (const probe of ['/api/health', '/api/health/live', '/api/health/ready'])
      expect((await fetch(`${node.url}${probe}`)).status).toBe(200);
    await settle(before, 1);
    expect(
      requestLines()
        .slice(before)
        .map((line) => line.req!.url),
    ).toEqual(['/api/character/profile']);
    expect(requestLines().at(-1)!.req!.id).toBe('from-the-proxy-1');
  });

  it('never writes a secret query value: the mail links, OAuth callbacks and API calls show it redacted', async () => {
    const before = requestLines().length;
    const sent = [
      '/verify-email?token=secret123',
      '/reset-password?token=secret123',
      '/auth/callback?code=secret123&state=secret123&scope=email',
      '/api/character/profile?page=2&access_token=secret123',
    ];
    for (const url of sent) await fetch(`${node.url}${url}`);
    await settle(before, sent.length);
    expect(
      requestLines()
        .slice(before)
        .map((line) => line.req!.url),
    ).toEqual([
      '/verify-email?token=[REDACTED]',
      '/reset-password?token=[REDACTED]',
      '/auth/callback?code=[REDACTED]&state=[REDACTED]&scope=email',
      '/api/character/profile?page=2&access_token=[REDACTED]',
    ]);
    expect(output).not.toContain('secret123');
  });
});
