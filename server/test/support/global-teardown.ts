import { onServer } from './databases';
import { stopTestServices } from './services';

/** Drops this run's template database and stops the services global-setup started. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (template) await onServer([`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`]);
  await stopTestServices();
}
