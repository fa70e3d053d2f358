import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';

/**
 * Generators of invalid requests for the invalid-input sweep (issue 17): every operation of the
 * committed `openapi.yaml`, and values for socket payloads. Generation is fast-check's, with a fixed
 * seed, so a run is repeatable and a new operation is covered as soon as it is in the spec.
 */

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

/** One operation of the spec, with what the sweep needs to call it. */
export interface Operation {
  method: string;
  path: string;
  operationId: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body schema (resolved), or undefined when the operation takes none. */
  jsonBody?: Schema;
  multipart: boolean;
}

/** One request to send: the path with its query, headers and the raw body text. */
export interface SweepRequest {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** Reads every operation of the repository's `openapi.yaml`. */
export function loadOperations(): { operations: Operation[]; resolve: (schema?: Schema) => Schema } {
  const spec = parse(readFileSync(join(__dirname, '../../../openapi.yaml'), 'utf8'));
  const resolve = (schema: Schema = {}): Schema => {
    if (schema.$ref)
      return resolve(schema.$ref.split('/').reduce((node, key) => (key === '#' ? spec : node[key]), spec));
    if (schema.allOf)
      return schema.allOf.map(resolve).reduce(
        (merged, part) => ({
          ...merged,
          ...part,
          properties: { ...merged.properties, ...part.properties },
          required: [...(merged.required ?? []), ...(part.required ?? [])],
        }),
        {} as Schema,
      );
    return schema;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(spec.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      const parameters: Parameter[] = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        jsonBody: content['application/json'] ? resolve(content['application/json'].schema) : undefined,
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return { operations, resolve };
}

const deep = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Hostile values of every JSON type (issue 17's classes: null, types, size, depth, NUL, surrogates). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53,
    9223372036854775808,
    1e308,
    -1e308,
    '',
    ' ',
    '\u0000',
    '\ud800',
    'a\udfffb',
    '\ud800a@x.com',
    '\u200b\u200c',
    '0x10',
    '1e3',
    '9223372036854775808',
    'a'.repeat(100_000),
    [],
    {},
    [1, 2],
    deep(200),
    deep(1000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Hostile text for a path segment or a query value, already percent-encoded. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0x10',
    '1e3',
    '9223372036854775808',
    '99999999999999999999999',
    '2147483648',
    '-1',
    '0',
    '1.5',
    '%20',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%FF',
    '%E2%80%8B',
    'null',
    'undefined',
    '%27%22%3B--',
    'x'.repeat(3000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map(percentEncode),
);

/** Percent-encodes every byte of the text's UTF-8 (lone surrogates become U+FFFD, as a browser sends them). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** A plausible value for a schema, so a variant that changes one field reaches that field's checks. */
export function sampleFor(schema: Schema, resolve: (schema?: Schema) => Schema, depth = 0): unknown {
  const resolved = resolve(schema);
  if (resolved.enum?.length) return resolved.enum[0];
  switch (resolved.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [sampleFor(resolved.items ?? {}, resolve, depth + 1)];
    case 'object':
      return depth > 3 ? {} : sampleObject(resolved, resolve, depth + 1);
    case 'string':
      if (resolved.format === 'email') return `sweep-${randomUUID().slice(0, 8)}@example.com`;
      if (resolved.format === 'uuid') return randomUUID();
      return 'sweep1234';
    default:
      return resolved.properties ? sampleObject(resolved, resolve, depth + 1) : 'sweep1234';
  }
}

function sampleObject(schema: Schema, resolve: (schema?: Schema) => Schema, depth: number) {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      sampleFor(property, resolve, depth),
    ]),
  );
}

/** The plausible path of an operation: numeric ids 1, user ids a fresh UUID, other words a name. */
export function samplePathValue(parameter: Parameter, resolve: (schema?: Schema) => Schema): string {
  const schema = resolve(parameter.schema);
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  if (/userid|targetuserid/i.test(parameter.name) || schema.format === 'uuid') return randomUUID();
  return 'sweep';
}

/**
 * The invalid variants of one operation: a fixed list of each class of issue 17 (missing fields,
 * null, wrong types, arrays for objects, huge and deep values, NUL and lone surrogates, malformed
 * ids and query values, malformed JSON, wrong content type, broken multipart) and `randomRuns` more
 * drawn by fast-check from `seed`.
 */
export function invalidVariants(
  operation: Operation,
  resolve: (schema?: Schema) => Schema,
  seed: number,
  randomRuns: number,
): SweepRequest[] {
  const pathValues = Object.fromEntries(
    operation.pathParams.map((p) => [p.name, samplePathValue(p, resolve)]),
  );
  const baseBody = operation.jsonBody ? sampleFor(operation.jsonBody, resolve) : undefined;
  const bodySchema = operation.jsonBody ?? {};
  const fields = Object.keys(bodySchema.properties ?? {});
  const json = { 'content-type': 'application/json' };
  const build = (
    label: string,
    changes: {
      path?: Record<string, string>;
      query?: string;
      body?: string | FormData;
      headers?: Record<string, string>;
    },
  ): SweepRequest => {
    const values = { ...pathValues, ...changes.path };
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
    const hasBody = changes.body !== undefined || baseBody !== undefined;
    return {
      label: `${operation.method} ${operation.path} ${label}`,
      method: operation.method,
      path: changes.query ? `${path}?${changes.query}` : path,
      headers: changes.headers ?? (hasBody && typeof changes.body !== 'object' ? json : {}),
      body: changes.body ?? (baseBody !== undefined ? JSON.stringify(baseBody) : undefined),
    };
  };
  const withField = (field: string, value: unknown) =>
    JSON.stringify({ ...(baseBody as object), [field]: value });
  const withoutField = (field: string) => {
    const copy = { ...(baseBody as Record<string, unknown>) };
    delete copy[field];
    return JSON.stringify(copy);
  };

  const fixed: SweepRequest[] = [build('as documented', {})];
  for (const parameter of operation.pathParams) {
    for (const text of ['0x10', '1e3', '9223372036854775808', '%00', '%ED%A0%80', '-1', 'x'.repeat(3000)])
      fixed.push(build(`path ${parameter.name}=${text.slice(0, 20)}`, { path: { [parameter.name]: text } }));
  }
  for (const parameter of operation.queryParams) {
    for (const text of ['9223372036854775808', '0x10', '1e3', '%00', '%ED%A0%80', '-1', ''])
      fixed.push(build(`query ${parameter.name}=${text}`, { query: `${parameter.name}=${text}` }));
    fixed.push(build(`query ${parameter.name} twice`, { query: `${parameter.name}=1&${parameter.name}=2` }));
  }
  if (operation.jsonBody) {
    for (const field of bodySchema.required ?? [])
      fixed.push(build(`body without ${field}`, { body: withoutField(field) }));
    for (const field of fields) {
      for (const [name, value] of [
        ['null', null],
        ['number', 12345],
        ['string', 'sweep'],
        ['array', [1]],
        ['object', { a: 1 }],
        ['NUL', 'a\u0000b'],
        ['surrogate', '\ud800a@x.com'],
        ['huge', 'a'.repeat(200_000)],
        ['deep', deep(3000)],
      ] as const)
        fixed.push(build(`body ${field}=${name}`, { body: withField(field, value) }));
    }
    for (const [name, text] of [
      ['array', '[1,2]'],
      ['null', 'null'],
      ['string', '"text"'],
      ['number', '1e308'],
      ['deep arrays', '['.repeat(100_000) + ']'.repeat(100_000)],
      ['malformed', '{"a":'],
      ['empty', ''],
      ['proto', '{"__proto__":{"isAdmin":true}}'],
    ])
      fixed.push(build(`body ${name}`, { body: text }));
  }
  const takesBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  const anyBody = baseBody !== undefined ? JSON.stringify(baseBody) : '{}';
  if (takesBody)
    fixed.push(build('text/plain body', { body: anyBody, headers: { 'content-type': 'text/plain' } }));
  if (takesBody)
    fixed.push(
      build('form body', {
        body: 'a=%00&b=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
  if (takesBody)
    fixed.push(
      build('unknown content type', { body: 'x', headers: { 'content-type': 'application/x-sweep' } }),
    );
  if (takesBody)
    fixed.push(
      build('multipart without boundary', { body: 'x', headers: { 'content-type': 'multipart/form-data' } }),
    );
  if (operation.multipart) {
    const empty = new FormData();
    empty.append('image', new Blob([]), 'empty.png');
    const garbage = new FormData();
    garbage.append('image', new Blob([Buffer.from('not an image')]), 'x.png');
    const wrongField = new FormData();
    wrongField.append('other', 'x\u0000');
    for (const [name, form] of [
      ['empty file', empty],
      ['garbage file', garbage],
      ['no image field', wrongField],
    ] as const)
      fixed.push({ ...build(name, { body: form, headers: {} }) });
  }

  const variant: fc.Arbitrary<SweepRequest> = fc.oneof(
    hostileText.map((text) => build('unknown query value', { query: `sweep=${text}` })),
    ...(operation.pathParams.length
      ? [
          fc
            .tuple(fc.constantFrom(...operation.pathParams.map((p) => p.name)), hostileText)
            .map(([name, text]) => build(`path ${name}=random`, { path: { [name]: text } })),
        ]
      : []),
    ...(operation.queryParams.length
      ? [
          fc
            .tuple(fc.constantFrom(...operation.queryParams.map((p) => p.name)), hostileText)
            .map(([name, text]) => build(`query ${name}=random`, { query: `${name}=${text}` })),
        ]
      : []),
    ...(operation.jsonBody && fields.length
      ? [
          fc
            .tuple(fc.constantFrom(...fields), hostileValue)
            .map(([field, value]) => build(`body ${field}=random`, { body: withField(field, value) })),
        ]
      : []),
    ...(takesBody
      ? [hostileValue.map((value) => build('random body', { body: JSON.stringify(value) ?? 'null' }))]
      : []),
  );
  const random = fc.sample(variant, { seed, numRuns: randomRuns });
  return [...fixed, ...random];
}
