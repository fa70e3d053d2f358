/**
 * Answers the HTTP mutator's calls from the test: replaces the global `fetch` (which `api/http` looks
 * up on every call) with one answering from a table. Records every call's path (without its query).
 */
type Answer = { status: number; data: unknown };
const answers = new Map<string, Answer>();
export const calls: string[] = [];
/** When each call of `calls` was made (ms since the epoch). */
export const callTimes: number[] = [];

/** The least of a `Response` that `api/http` reads. */
export function fakeResponse(status: number, data: unknown): Response {
  const text = data === undefined ? '' : JSON.stringify(data);
  return { status, ok: status >= 200 && status < 300, text: async () => text } as Response;
}

globalThis.fetch = (async (input: RequestInfo | URL) => {
  const url = String(input).split('?')[0];
  calls.push(url);
  callTimes.push(Date.now());
  const { status, data } = answers.get(url) ?? { status: 404, data: { code: 'NOT_FOUND' } };
  return fakeResponse(status, data);
}) as typeof fetch;

/** Sets the answer of one path, e.g. `answer('/api/messages/inbox', 200, { conversations: [] })`. */
export function answer(url: string, status: number, data: unknown): void {
  answers.set(url, { status, data });
}

export function resetFakeApi(): void {
  answers.clear();
  calls.length = 0;
  callTimes.length = 0;
}
