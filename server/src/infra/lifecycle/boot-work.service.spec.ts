import { Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createServer } from 'node:http';
import { BootWork } from './boot-work.service';

/** Boot work of a node without an HTTP server: it starts with the application. */
const bootedWork = () => {
  const work = new BootWork();
  work.onApplicationBootstrap();
  return work;
};

describe('boot work', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('runs in the background: start returns at once, settled waits for the work', async () => {
    const work = bootedWork();
    let finish!: () => void;
    let done = false;
    work.start('slow work', () =>
      new Promise<void>((resolve) => (finish = resolve)).then(() => (done = true)),
    );
    expect(done).toBe(false);
    const settled = work.settled();
    finish();
    await settled;
    expect(done).toBe(true);
  });

  it('starts once the HTTP server listens, so the first health check is not queued behind it', async () => {
    const server = createServer();
    const work = new BootWork({ httpAdapter: { getHttpServer: () => server } } as unknown as HttpAdapterHost);
    let calls = 0;
    work.start('reconciler', async () => calls++);
    work.onApplicationBootstrap();
    await work.settled();
    expect(calls).toBe(0);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await work.settled();
      expect(calls).toBe(1);
    } finally {
      server.close();
    }
  });

  it('runs failed work again until it succeeds', async () => {
    const work = bootedWork();
    let calls = 0;
    work.start('flaky work', async () => {
      calls++;
      if (calls === 1) throw new Error('Redis is not there yet');
    });
    await work.settled();
    expect(calls).toBe(2);
  });

  it('stops retrying on shutdown instead of waiting for the next attempt', async () => {
    const work = bootedWork();
    let calls = 0;
    work.start('failing work', async () => {
      calls++;
      throw new Error('down');
    });
    await new Promise((resolve) => setImmediate(resolve));
    const started = Date.now();
    await work.beforeApplicationShutdown();
    expect(Date.now() - started).toBeLessThan(900);
    expect(calls).toBe(1);
  });
});
