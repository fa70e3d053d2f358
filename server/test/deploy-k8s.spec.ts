/**
 * Static checks of the deployment files: docker-compose.yml, deploy/nginx.conf, Dockerfile,
 * .dockerignore and the kustomize tree under k8s/. No Docker engine or cluster is needed; the
 * k8s base is "rendered" by reading its kustomization's resources. When kubectl is on PATH the
 * overlays are additionally rendered with `kubectl kustomize` and checked.
 * This file: the kustomize tree under k8s/.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { parseConfig } from '../src/config/config.schema';
import {
  repo,
  SOCKET_IO_HEARTBEAT_SECONDS,
  PRODUCTION_REQUIRED,
  Obj,
  loadDocs,
  commandText,
  listFiles,
} from './support/deploy';

describe('k8s', () => {
  const baseDir = 'k8s/base';
  const kustomization = loadDocs(`${baseDir}/kustomization.yaml`)[0];
  const resources = (kustomization.resources as string[]).flatMap((file) =>
    loadDocs(path.join(baseDir, file)),
  );
  const find = (kind: string, name?: string) => {
    const matches = resources.filter((r) => r.kind === kind && (!name || r.metadata?.name === name));
    if (matches.length !== 1)
      throw new Error(`expected one ${kind}${name ? ` ${name}` : ''}, found ${matches.length}`);
    return matches[0];
  };
  const deployments = resources.filter((r) => r.kind === 'Deployment');
  const roleOf = (deployment: Obj) =>
    (deployment.spec.template.spec.containers[0].env as Obj[] | undefined)?.find((e) => e.name === 'ROLE')
      ?.value;
  const api = deployments.find((d) => roleOf(d) === 'api')!;
  const worker = deployments.find((d) => roleOf(d) === 'worker')!;
  const secretExample = loadDocs(`${baseDir}/secret.example.yaml`)[0];
  const configMap = find('ConfigMap');

  it('parses every YAML file without errors', () => {
    const files = ['docker-compose.yml', ...listFiles('k8s', /\.ya?ml$/)];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(() => loadDocs(file)).not.toThrow();
  });

  it('lists the base resources but not the example Secret', () => {
    expect(kustomization.kind).toBe('Kustomization');
    expect(kustomization.resources).not.toContain('secret.example.yaml');
    expect(resources.some((r) => r.kind === 'Secret')).toBe(false);
    const kinds = resources.map((r) => r.kind);
    for (const kind of [
      'ConfigMap',
      'Deployment',
      'Service',
      'Ingress',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'Job',
    ]) {
      expect(kinds).toContain(kind);
    }
    for (const r of resources) {
      expect(r.metadata.labels['app.kubernetes.io/name']).toBe('darkcity');
      expect(r.metadata.labels['app.kubernetes.io/component']).toEqual(expect.any(String));
    }
  });

  it('probes, sizes and drains the api Deployment', () => {
    expect(api).toBeDefined();
    expect(api.spec.replicas).toBe(2);
    const pod = api.spec.template.spec;
    const container = pod.containers[0];
    expect(container.ports).toContainEqual(expect.objectContaining({ containerPort: 3000 }));
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
      expect(container[probe]?.httpGet?.path).toBe('/api/health');
    }
    for (const section of ['requests', 'limits']) {
      expect(container.resources[section]).toEqual(
        expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }),
      );
    }
    expect(container.lifecycle?.preStop).toBeDefined();
    expect(commandText(container.lifecycle.preStop.exec?.command)).toMatch(/sleep 10/);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(30);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(api.spec.template.metadata.labels).toEqual(expect.objectContaining(api.spec.selector.matchLabels));
  });

  it('runs a single worker with a liveness probe', () => {
    expect(worker).toBeDefined();
    expect(worker.spec.replicas).toBe(1);
    const container = worker.spec.template.spec.containers[0];
    expect(container.livenessProbe?.httpGet?.path).toBe('/api/health');
    expect(worker.spec.selector.matchLabels).not.toEqual(api.spec.selector.matchLabels);
  });

  it('feeds every pod the ConfigMap and the Secret', () => {
    const job = find('Job');
    for (const workload of [api, worker, job]) {
      const container = workload.spec.template.spec.containers[0];
      expect(container.envFrom).toEqual(
        expect.arrayContaining([
          { configMapRef: { name: 'darkcity-config' } },
          { secretRef: { name: 'darkcity-secrets' } },
        ]),
      );
    }
    expect(configMap.metadata.name).toBe('darkcity-config');
    expect(secretExample.kind).toBe('Secret');
    expect(secretExample.metadata.name).toBe('darkcity-secrets');
  });

  it('exposes the api through a ClusterIP Service and an nginx Ingress with cookie affinity', () => {
    const service = find('Service');
    expect(service.spec.type ?? 'ClusterIP').toBe('ClusterIP');
    expect(service.spec.selector).toEqual(api.spec.selector.matchLabels);
    expect(service.spec.ports).toContainEqual(
      expect.objectContaining({ port: 80, targetPort: expect.anything() }),
    );
    const servicePort = service.spec.ports.find((p: Obj) => p.port === 80);
    expect([3000, 'http']).toContain(servicePort.targetPort);

    const ingress = find('Ingress', 'darkcity');
    const annotations = ingress.metadata.annotations;
    expect(ingress.spec.ingressClassName).toBe('nginx');
    expect(annotations['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    expect(annotations['nginx.ingress.kubernetes.io/session-cookie-name']).toEqual(expect.any(String));
    expect(Number(annotations['nginx.ingress.kubernetes.io/session-cookie-max-age'])).toBeGreaterThan(0);
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThan(
      SOCKET_IO_HEARTBEAT_SECONDS,
    );
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThan(
      SOCKET_IO_HEARTBEAT_SECONDS,
    );
    for (const value of Object.values(annotations)) expect(typeof value).toBe('string');
    const rule = ingress.spec.rules[0];
    expect(rule.host).toBe('game.example.com');
    const backend = rule.http.paths[0].backend.service;
    expect(backend.name).toBe(service.metadata.name);
    expect([servicePort.name, servicePort.port]).toContain(backend.port.name ?? backend.port.number);

    const metrics = find('Ingress', 'darkcity-metrics-blocked');
    expect(metrics.spec.rules[0].http.paths[0].path).toBe('/metrics');
    expect(metrics.metadata.annotations['nginx.ingress.kubernetes.io/allowlist-source-range']).toBe(
      '127.0.0.1/32',
    );
  });

  it('autoscales the api Deployment on CPU and keeps one pod through disruptions', () => {
    const hpa = find('HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: api.metadata.name,
    });
    expect(hpa.spec.minReplicas).toBe(2);
    expect(hpa.spec.maxReplicas).toBe(10);
    expect(hpa.spec.metrics).toContainEqual({
      type: 'Resource',
      resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
    });

    const pdb = find('PodDisruptionBudget');
    expect(pdb.spec.minAvailable).toBe(1);
    expect(pdb.spec.selector.matchLabels).toEqual(api.spec.selector.matchLabels);
  });

  it('migrates with a Job', () => {
    const job = find('Job');
    expect(commandText(job.spec.template.spec.containers[0].command)).toBe('node server/dist/migrate.js');
    expect(job.spec.backoffLimit).toBe(3);
    expect(['Never', 'OnFailure']).toContain(job.spec.template.spec.restartPolicy);
  });

  it('defines, between ConfigMap and example Secret, every variable production requires', () => {
    const env = { ...configMap.data, ...secretExample.stringData } as Record<string, string>;
    for (const key of PRODUCTION_REQUIRED) expect(env[key]).toEqual(expect.any(String));
    for (const key of ['JWT_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'REDIS_URL']) {
      expect(Object.keys(configMap.data)).not.toContain(key);
    }
    expect(configMap.data).toEqual(
      expect.objectContaining({ NODE_ENV: 'production', PORT: '3000', TRUST_PROXY: 'true' }),
    );
    for (const key of ['TZ_GAME', 'LOG_LEVEL', 'CORS_ORIGINS', 'PUBLIC_URL'])
      expect(configMap.data[key]).toEqual(expect.any(String));
    for (const value of Object.values(configMap.data)) expect(typeof value).toBe('string');

    const config = parseConfig(env);
    expect(config.NODE_ENV).toBe('production');
    expect(config.TRUST_PROXY).toBe(true);
  });

  it('builds dev and prod overlays on the base', () => {
    for (const overlay of ['dev', 'prod']) {
      const file = `k8s/overlays/${overlay}/kustomization.yaml`;
      expect(loadDocs(file)[0].resources).toContain('../../base');
    }
    const prodImages = loadDocs('k8s/overlays/prod/kustomization.yaml')[0].images as Obj[];
    expect(prodImages.some((image) => (image.newTag && image.newTag !== 'latest') || image.digest)).toBe(
      true,
    );

    // Full render, only where kubectl (with its built-in kustomize) is available.
    const probe = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8', timeout: 30_000 });
    if (probe.error || probe.status !== 0) return;
    const render = (dir: string) => {
      const result = spawnSync('kubectl', ['kustomize', path.join(repo, dir)], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return parseAllDocuments(result.stdout).map((doc) => doc.toJS() as Obj);
    };
    const pick = (docs: Obj[], kind: string, name: string) =>
      docs.find((d) => d.kind === kind && d.metadata.name === name)!;

    const base = render(baseDir);
    expect(base.map((d) => `${d.kind}/${d.metadata.name}`).sort()).toEqual(
      resources.map((d) => `${d.kind}/${d.metadata.name}`).sort(),
    );

    const dev = render('k8s/overlays/dev');
    const devApi = pick(dev, 'Deployment', api.metadata.name);
    expect(devApi.spec.replicas).toBe(1);
    expect(pick(dev, 'HorizontalPodAutoscaler', 'darkcity-api').spec.minReplicas).toBeLessThanOrEqual(1);
    expect(pick(dev, 'ConfigMap', 'darkcity-config').data).toEqual(
      expect.objectContaining({ NODE_ENV: 'production', LOG_LEVEL: 'debug' }),
    );
    expect(dev.some((d) => d.kind === 'PodDisruptionBudget')).toBe(false);

    const prod = render('k8s/overlays/prod');
    const prodApi = pick(prod, 'Deployment', api.metadata.name);
    expect(prodApi.spec.replicas).toBe(3);
    expect(pick(prod, 'HorizontalPodAutoscaler', 'darkcity-api').spec.minReplicas).toBe(3);
    const memoryMi = (deployment: Obj) => {
      const quantity = String(deployment.spec.template.spec.containers[0].resources.requests.memory);
      return parseInt(quantity, 10) * (quantity.endsWith('Gi') ? 1024 : 1);
    };
    expect(memoryMi(prodApi)).toBeGreaterThan(memoryMi(api));
    expect(memoryMi(devApi)).toBeLessThan(memoryMi(api));
    for (const workload of prod.filter((d) => ['Deployment', 'Job'].includes(d.kind))) {
      const image = workload.spec.template.spec.containers[0].image as string;
      expect(image).not.toMatch(/:latest$/);
      expect(image).toMatch(/[:@]/);
    }
  }, 120_000);
});
