import { onServer } from './databases';

/** Drops this run's template database. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (template) await onServer([`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`]);
}
