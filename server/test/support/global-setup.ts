import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { runMigrations } from '../../src/infra/database/data-source';
import { databaseUrl, onServer } from './databases';
import { ensureTestServices } from './services';

/**
 * Builds the migrated template database every test file clones. Its name is unique per jest run,
 * so concurrent runs on one PostgreSQL do not drop each other's template.
 */
export default async function globalSetup(): Promise<void> {
  await ensureTestServices();
  buildServerIfStale();
  const template = `darkcity_test_tpl_${process.pid}`;
  process.env.TEST_TEMPLATE_DATABASE = template;
  await onServer([`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`, `CREATE DATABASE ${template}`]);
  await runMigrations(databaseUrl(template));
}

/**
 * Builds `server/dist` when it is missing or older than the sources: nodes spawned by the tests
 * (fault, request-log) and the OpenAPI contract check run the build, compiled once, instead of
 * compiling the server again in every test process. @throws when the build fails
 */
function buildServerIfStale(): void {
  const script = resolve(__dirname, '../../../scripts/build.mjs');
  const result = spawnSync(process.execPath, [script, 'server'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`node scripts/build.mjs server failed (${result.status})`);
}
