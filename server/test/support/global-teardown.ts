import { closeSharedApp, dropSharedDatabases } from './app-environment';
import { onServer } from './databases';
import { stopTestServices } from './services';

/** Drops this run's shared and template databases and stops the services global-setup started. */
export default async function globalTeardown(): Promise<void> {
  await closeSharedApp(); // in band: the app ran in this process
  await dropSharedDatabases();
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (template) await onServer([`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`]);
  await stopTestServices();
}
