/**
 * Jest setup file of the browser specs: points this worker at its own app. e2e/run.mjs starts one
 * app per worker and lists them in E2E_SERVERS (JSON: `{ baseURL, databaseUrl, redisKeyPrefix }[]`);
 * jest numbers its workers from 1 (JEST_WORKER_ID), and a worker runs one spec file at a time, so
 * two files running at once never share a server, a database or a Redis prefix.
 * Without E2E_SERVERS (jest started by hand) the E2E_* variables already set are kept.
 */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
if (servers.length) {
  const server = servers[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % servers.length];
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  process.env.E2E_REDIS_KEY_PREFIX = server.redisKeyPrefix;
}
