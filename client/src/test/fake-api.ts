import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';

/**
 * Answers the HTTP mutator's calls from the test (import it before anything that loads `api/http`,
 * whose axios instance copies the default adapter when it is created). Records every call's URL.
 */
type Answer = { status: number; data: unknown };
const answers = new Map<string, Answer>();
export const calls: string[] = [];
/** When each call of `calls` was made (ms since the epoch). */
export const callTimes: number[] = [];

const adapter: AxiosAdapter = async (config) => {
  const url = config.url ?? '';
  calls.push(url);
  callTimes.push(Date.now());
  const { status, data } = answers.get(url) ?? { status: 404, data: { code: 'NOT_FOUND' } };
  const response = { status, statusText: '', data, headers: new AxiosHeaders(), config };
  if (status >= 400) throw new AxiosError('failed', undefined, config, undefined, response);
  return response;
};
axios.defaults.adapter = adapter;

/** Sets the answer of one path, e.g. `answer('/api/messages/inbox', 200, { conversations: [] })`. */
export function answer(url: string, status: number, data: unknown): void {
  answers.set(url, { status, data });
}

export function resetFakeApi(): void {
  answers.clear();
  calls.length = 0;
  callTimes.length = 0;
}
