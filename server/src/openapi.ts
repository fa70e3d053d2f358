import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiYaml } from './openapi.document';

/** `npm run openapi`: writes the committed `openapi.yaml` at the repository root, without a database. */
const target = resolve(__dirname, '../../openapi.yaml');
void buildOpenApiYaml().then((yaml) => {
  writeFileSync(target, yaml);
  console.log(`wrote ${target}`);
  process.exit(0);
});
