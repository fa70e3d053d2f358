import { Logger } from '@nestjs/common';
import { BootWork } from './boot-work.service';

describe('boot work', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('runs in the background: start returns at once, settled waits for the work', async () => {
    const work = new BootWork();
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

  it('runs failed work again until it succeeds', async () => {
    const work = new BootWork();
    let calls = 0;
    work.start('flaky work', async () => {
      calls++;
      if (calls === 1) throw new Error('Redis is not there yet');
    });
    await work.settled();
    expect(calls).toBe(2);
  });

  it('stops retrying on shutdown instead of waiting for the next attempt', async () => {
    const work = new BootWork();
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
