import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { resolve } from 'node:path';
import { testRedisUrl } from './databases';

/** A server running in its own process (the `nest build` output), for tests that kill or restart nodes. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: the node dies without any shutdown hook. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** A port the OS reports free right now (bound to port 0, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((done) =>
    child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done()),
  );
}

/** How long a node may take to answer its first /api/health (the callers' hooks allow 120 s). */
const START_TIMEOUT_MS = 100_000;

/** The built server every spawned node runs; the global set-up builds it when it is missing or stale. */
const MAIN = resolve(__dirname, '../../dist/main.js');

/**
 * Starts the built `dist/main.js` and resolves when `/api/health` answers 200. `onStdout` gets
 * what the node writes to stdout (its JSON log lines); without it, stdout is dropped. A variable
 * given as undefined is left out of the node's environment (as `spawn` does), so `testAppEnv`'s
 * record can be passed as it is.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  onStdout?: (text: string) => void,
): Promise<ServerProcess> {
  const port = await freePort();
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`node scripts/build.mjs server\``);
  const child = spawn(process.execPath, [MAIN], {
    cwd: resolve(__dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SERVE_CLIENT: 'false',
      PORT: String(port),
      METRICS_PORT: '0',
      // The tests' Redis (the finder's, when the machine has none on 6379); callers may override it.
      REDIS_URL: testRedisUrl(),
      ...env,
    },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  child.stdout?.setEncoding('utf8').on('data', onStdout!);
  const url = `http://127.0.0.1:${port}`;
  // On a busy 2-core CI machine a start once took over the 30 s this used to wait, after which the
  // tests ran against a node that was not up yet (ECONNREFUSED).
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await waitForExit(child);
      throw new Error(`server process did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    async kill() {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}
