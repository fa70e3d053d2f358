/** The longest a task waits for the browser to be idle, in ms. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser is idle (at the latest after `IDLE_TIMEOUT_MS`), or after a tick where
 * there is no `requestIdleCallback` (Safari, jsdom). For work a page does not need for its first paint
 * (issue 28 point 8), such as loading a chunk the next click will want. Returns the cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
