import { ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** True when something accepts TCP connections on 127.0.0.1:`port` right now. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls `check` every 200 ms until it holds (a deadline, not a timing).
 * @throws after `timeoutMs` milliseconds, naming `what`
 */
export async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/**
 * A private `redis-server` on `port` (never the shared one the other tests use): no persistence,
 * so a kill loses everything. Resolves once it accepts connections (10 s at most).
 */
export async function startPrivateRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await until(() => portOpen(port), 10_000, `redis-server on ${port}`);
  return child;
}

/** SIGKILL and wait for the exit (resolves at once when it has already exited). */
export function killPrivateRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}
