// A bench-only window into a server process: the process is started with `--inspect=127.0.0.1:<port>`
// (by the bench, never in production) and this client speaks the Chrome DevTools protocol to it,
// to force a full GC, read `process.memoryUsage()` and write heap snapshots. Nothing in the server
// code takes part, so no production route or signal can trigger any of this.
import { createWriteStream } from 'node:fs';

/** Node flag that opens the inspector on `port`, loopback only. */
export const inspectFlag = (port) => `--inspect=127.0.0.1:${port}`;

/**
 * Connects to the inspector of a process started with {@link inspectFlag}. Returns `send(method,
 * params)` (a promise of the result), `on(event, listener)` and `close()`.
 */
export async function attachInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const waiting = new Map();
  const listeners = new Map();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    if (message.id !== undefined) {
      const { resolve, reject } = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
      else resolve(message.result);
    } else {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params);
    }
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      ws.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
    /** Calls `listener(params)` on each `method` event until the returned function is called. */
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
      return () =>
        listeners.set(
          method,
          listeners.get(method).filter((l) => l !== listener),
        );
    },
    close() {
      ws.close();
    },
  };
}

/**
 * `process.memoryUsage()` of the inspected process after a full garbage collection, in bytes:
 * `{ rss, heapTotal, heapUsed, external, arrayBuffers }`.
 */
export async function memoryAfterGc(inspector) {
  await inspector.send('HeapProfiler.collectGarbage');
  await inspector.send('HeapProfiler.collectGarbage');
  const { result } = await inspector.send('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  });
  return JSON.parse(result.value);
}

/** Writes a heap snapshot of the inspected process to `file` (open it in Chrome DevTools > Memory). */
export async function writeHeapSnapshot(inspector, file) {
  const out = createWriteStream(file);
  const stop = inspector.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => out.write(chunk));
  await inspector.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  stop();
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
}
