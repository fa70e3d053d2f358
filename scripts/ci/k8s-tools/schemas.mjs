// Schema validation of rendered Kubernetes objects, for scripts/ci/validate-k8s.mjs. Lives in the
// tools package so its imports resolve against the pinned packages in this folder's node_modules.
//
// The JSON schemas and their compiled ajv validators come from kubernetes-models (the Kubernetes
// OpenAPI, 1.34+ API groups), @kubernetes-models/gateway-api (Gateway API CRDs, standard and
// experimental fields) and @kubernetes-models/prometheus-operator (monitoring.coreos.com CRDs).
// Those validators check types, enums, formats, patterns and required fields, but, like the
// Kubernetes schemas themselves, accept unknown fields. The strict pass below adds what
// `kubectl --validate=strict` and kubeconform's -strict report: a field no schema names.
import { parseAllDocuments } from 'yaml';

/** Packages holding model classes, each exporting one entry point per group/version (`./apps/v1`). */
const PACKAGES = [
  'kubernetes-models',
  '@kubernetes-models/gateway-api',
  '@kubernetes-models/prometheus-operator',
];

const modules = new Map();

/**
 * The model class of an apiVersion/kind, or undefined when no package has a schema for it.
 * @param {string} apiVersion e.g. `apps/v1`, `v1`, `gateway.networking.k8s.io/v1`
 * @param {string} kind e.g. `Deployment`
 */
async function modelOf(apiVersion, kind) {
  if (!modules.has(apiVersion)) {
    let found;
    for (const pkg of PACKAGES) {
      try {
        found = await import(`${pkg}/${apiVersion}`);
        break;
      } catch (error) {
        if (error?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED' && error?.code !== 'ERR_MODULE_NOT_FOUND')
          throw error;
      }
    }
    modules.set(apiVersion, found);
  }
  const model = modules.get(apiVersion)?.[kind];
  return typeof model === 'function' && model.kind === kind && model.apiVersion === apiVersion
    ? model
    : undefined;
}

/**
 * Wraps `value` so every property the validator reads is recorded. Objects whose properties the
 * validator never probes at all have a free-form schema (no listed properties) and are not judged.
 * @returns the wrapped value and, per object, its path, its own keys and the keys read.
 */
function watchReads(value) {
  const visits = [];
  const wrap = (node, path) => {
    if (node === null || typeof node !== 'object') return node;
    const read = new Set();
    const children = new Map();
    visits.push({ path, node, read });
    return new Proxy(node, {
      get(target, key, receiver) {
        const child = Reflect.get(target, key, receiver);
        if (typeof key !== 'string') return child;
        read.add(key);
        if (!Object.hasOwn(target, key) || child === null || typeof child !== 'object') return child;
        if (!children.has(key)) children.set(key, wrap(child, `${path}/${key}`));
        return children.get(key);
      },
    });
  };
  return { proxy: wrap(value, ''), visits };
}

/**
 * Validates one object against the schema of its apiVersion/kind, then strictly (unknown fields).
 * @param {Record<string, unknown>} object a parsed manifest
 * @returns {Promise<string[]>} problems, each `path message`; empty when the object is valid
 */
export async function validateObject(object) {
  if (!object || typeof object !== 'object' || Array.isArray(object)) return ['not a YAML mapping'];
  const { apiVersion, kind } = object;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return ['apiVersion and kind are required'];
  const model = await modelOf(apiVersion, kind);
  if (!model) return [`no schema for ${apiVersion} ${kind}`];
  const { proxy, visits } = watchReads(object);
  try {
    model.prototype.validate.call(proxy);
  } catch (error) {
    if (!Array.isArray(error?.errors)) throw error;
    // ajv's errors, worded in English by @kubernetes-models/validate.
    return error.errors.map((e) => `${e.instancePath || '/'} ${e.message}`);
  }
  const problems = [];
  for (const { path, node, read } of visits) {
    if (Array.isArray(node) || read.size === 0) continue;
    for (const key of Object.keys(node)) {
      if (!read.has(key))
        problems.push(`${path}/${key} is not a field of ${apiVersion} ${kind} (unknown field)`);
    }
  }
  return problems;
}

/**
 * Parses a YAML stream into its non-empty documents.
 * @throws Error on any YAML syntax error
 */
export function parseObjects(text, source) {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${source}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return doc.toJS();
    })
    .filter((value) => value != null);
}
