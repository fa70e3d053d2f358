import { pastShutdownDeadline, withTimeout } from './health.service';

describe('the shutdown deadline of the liveness probe', () => {
  const since = new Date('2026-01-01T00:00:00Z');
  const after = (ms: number) => new Date(since.getTime() + ms);

  it('is never past while the node serves', () => {
    expect(pastShutdownDeadline(null, 25, after(3_600_000))).toBe(false);
  });

  it('is past once the node has drained for longer than SHUTDOWN_TIMEOUT_SECONDS', () => {
    expect(pastShutdownDeadline(since, 25, after(24_999))).toBe(false);
    expect(pastShutdownDeadline(since, 25, after(25_000))).toBe(false);
    expect(pastShutdownDeadline(since, 25, after(25_001))).toBe(true);
  });
});

describe('a dependency ping with a timeout', () => {
  it('answers what the ping answers when it settles in time', async () => {
    await expect(withTimeout(Promise.resolve('PONG'), 1_000, 'Redis')).resolves.toBe('PONG');
    await expect(withTimeout(Promise.reject(new Error('refused')), 1_000, 'Redis')).rejects.toThrow(
      'refused',
    );
  });

  it('gives up on a ping that never answers (an offline queue) with an error naming it', async () => {
    await expect(withTimeout(new Promise(() => undefined), 50, 'Redis')).rejects.toThrow(
      'Redis did not answer within 50 ms',
    );
  });
});
