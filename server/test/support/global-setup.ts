import { runMigrations } from '../../src/infra/database/data-source';
import { databaseUrl, onServer } from './databases';
import { ensureTestServices } from './services';

/**
 * Builds the migrated template database every test file clones. Its name is unique per jest run,
 * so concurrent runs on one PostgreSQL do not drop each other's template.
 */
export default async function globalSetup(): Promise<void> {
  await ensureTestServices();
  const template = `darkcity_test_tpl_${process.pid}`;
  process.env.TEST_TEMPLATE_DATABASE = template;
  await onServer([`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`, `CREATE DATABASE ${template}`]);
  await runMigrations(databaseUrl(template));
}
