/**
 * Static checks of the deployment files: docker-compose.yml, deploy/nginx.conf, Dockerfile,
 * .dockerignore and the kustomize tree under k8s/. No Docker engine or cluster is needed: the k8s
 * base and components are read from their files; the overlays are rendered with `kubectl kustomize`
 * (the pinned kubectl scripts/ci/validate-k8s.mjs installs, which `npm test` runs first, else one on
 * PATH; without either the render test fails).
 * Schema validation of every rendered object is scripts/ci/validate-k8s.mjs's job.
 * This file: the kustomize tree under k8s/.
 */
import * as path from 'node:path';
import { parseConfig } from '../src/config/config.schema';
import {
  read,
  SOCKET_IO_HEARTBEAT_SECONDS,
  PRODUCTION_REQUIRED,
  Obj,
  loadDocs,
  commandText,
  listFiles,
  findKubectl,
  kustomize,
} from './support/deploy';

/** Resources of a kustomization (or component) folder, read from its files. */
function resourcesOf(dir: string): Obj[] {
  const kustomization = loadDocs(`${dir}/kustomization.yaml`)[0];
  return ((kustomization.resources ?? []) as string[]).flatMap((file) => loadDocs(path.join(dir, file)));
}

const containerOf = (workload: Obj) => workload.spec.template.spec.containers[0];
const podLabels = (workload: Obj) => workload.spec.template.metadata.labels as Record<string, string>;
const selects = (selector: Obj, labels: Record<string, string>) =>
  Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
  ((selector.matchExpressions ?? []) as Obj[]).every((e) =>
    e.operator === 'In' ? (e.values as string[]).includes(labels[e.key]) : false,
  );

/** Private, carrier-grade NAT and link-local ranges that egress to "the internet" must leave out. */
const PRIVATE_RANGES = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', '169.254.0.0/16'];

describe('k8s', () => {
  const baseDir = 'k8s/base';
  const kustomization = loadDocs(`${baseDir}/kustomization.yaml`)[0];
  const resources = resourcesOf(baseDir);
  const find = (kind: string, name?: string, docs: Obj[] = resources) => {
    const matches = docs.filter((r) => r.kind === kind && (!name || r.metadata?.name === name));
    if (matches.length !== 1)
      throw new Error(`expected one ${kind}${name ? ` ${name}` : ''}, found ${matches.length}`);
    return matches[0];
  };
  const deployments = resources.filter((r) => r.kind === 'Deployment');
  const roleOf = (deployment: Obj) =>
    (containerOf(deployment).env as Obj[] | undefined)?.find((e) => e.name === 'ROLE')?.value;
  const api = deployments.find((d) => roleOf(d) === 'api')!;
  const worker = deployments.find((d) => roleOf(d) === 'worker')!;
  const secretExample = loadDocs(`${baseDir}/secret.example.yaml`)[0];
  const configMap = find('ConfigMap');
  const policies = resources.filter((r) => r.kind === 'NetworkPolicy');
  const ingressComponent = resourcesOf('k8s/components/ingress-nginx');
  const gatewayComponent = resourcesOf('k8s/components/gateway-api');
  const monitoringComponent = resourcesOf('k8s/components/monitoring');

  it('parses every YAML file without errors', () => {
    const files = ['docker-compose.yml', ...listFiles('k8s', /\.ya?ml$/)];
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) expect(() => loadDocs(file)).not.toThrow();
  });

  it('lists the base resources: no example Secret, no migration Job, no custom resource', () => {
    expect(kustomization.kind).toBe('Kustomization');
    expect(kustomization.resources).not.toContain('secret.example.yaml');
    expect(resources.some((r) => r.kind === 'Secret')).toBe(false);
    const kinds = resources.map((r) => r.kind);
    for (const kind of [
      'ConfigMap',
      'Deployment',
      'Service',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'NetworkPolicy',
    ]) {
      expect(kinds).toContain(kind);
    }
    // The way in (Ingress or HTTPRoute) and the PodMonitor are the overlays' choice.
    for (const kind of ['Ingress', 'HTTPRoute', 'PodMonitor', 'Job', 'CronJob'])
      expect(kinds).not.toContain(kind);
    for (const r of resources) {
      expect(r.apiVersion).not.toMatch(/monitoring\.coreos\.com|gateway\.networking\.k8s\.io/);
      expect(r.metadata.labels['app.kubernetes.io/name']).toBe('darkcity');
      expect(r.metadata.labels['app.kubernetes.io/component']).toEqual(expect.any(String));
    }
  });

  it('migrates at boot under the advisory lock only: no Job anywhere under k8s/', () => {
    for (const file of listFiles('k8s', /\.ya?ml$/)) {
      for (const doc of loadDocs(file)) expect(`${file}: ${doc.kind}`).not.toMatch(/: (Job|CronJob)$/);
    }
    // What the Deployments rely on instead: every node migrates before it listens.
    const main = read('server/src/main.ts');
    expect(main).toMatch(/await migrateWithLock\(/);
    expect(main.indexOf('migrateWithLock(')).toBeLessThan(main.indexOf('app.listen('));
    expect(read('server/src/infra/database/migrate.ts')).toMatch(/pg_advisory_lock/);
  });

  it('probes, sizes and drains the api Deployment, and leaves its replica count to the autoscaler', () => {
    expect(api).toBeDefined();
    expect(api.spec).not.toHaveProperty('replicas');
    const pod = api.spec.template.spec;
    const container = containerOf(api);
    expect(container.ports).toContainEqual(expect.objectContaining({ name: 'http', containerPort: 3000 }));
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

  it('probes liveness on /api/health/live and readiness and startup on /api/health/ready', () => {
    for (const workload of [api, worker]) {
      const container = containerOf(workload);
      expect(container.livenessProbe?.httpGet).toEqual({ path: '/api/health/live', port: 'http' });
      expect(container.readinessProbe?.httpGet).toEqual({ path: '/api/health/ready', port: 'http' });
      expect(container.startupProbe?.httpGet).toEqual({ path: '/api/health/ready', port: 'http' });
      // Boot includes the migrations: at least 5 minutes before the kubelet gives up.
      const startup = container.startupProbe;
      expect(startup.periodSeconds * startup.failureThreshold).toBeGreaterThanOrEqual(300);
      // A wedged process is restarted, but not on one slow answer.
      expect(container.livenessProbe.failureThreshold).toBeGreaterThanOrEqual(3);
    }
  });

  it('runs a single worker, not autoscaled, apart from the api', () => {
    expect(worker).toBeDefined();
    expect(worker.spec.replicas).toBe(1);
    expect(worker.spec.strategy.type).toBe('Recreate');
    expect(worker.spec.selector.matchLabels).not.toEqual(api.spec.selector.matchLabels);
    for (const hpa of resources.filter((r) => r.kind === 'HorizontalPodAutoscaler')) {
      expect(hpa.spec.scaleTargetRef.name).not.toBe(worker.metadata.name);
    }
  });

  it('spreads api and worker pods over nodes and zones', () => {
    for (const workload of [api, worker]) {
      const constraints = workload.spec.template.spec.topologySpreadConstraints as Obj[];
      const byKey = new Map(constraints.map((c) => [c.topologyKey, c]));
      expect([...byKey.keys()].sort()).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']);
      expect(byKey.get('kubernetes.io/hostname')!.whenUnsatisfiable).toBe('DoNotSchedule');
      expect(['ScheduleAnyway', 'DoNotSchedule']).toContain(
        byKey.get('topology.kubernetes.io/zone')!.whenUnsatisfiable,
      );
      for (const constraint of constraints) {
        expect(constraint.maxSkew).toBe(1);
        expect(constraint.labelSelector.matchLabels).toEqual(workload.spec.selector.matchLabels);
        expect(constraint.matchLabelKeys).toEqual(['pod-template-hash']);
      }
    }
  });

  it('runs on a read-only root filesystem with /tmp as an emptyDir, without a service-account token', () => {
    for (const workload of [api, worker]) {
      const pod = workload.spec.template.spec;
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(pod.securityContext).toEqual(
        expect.objectContaining({
          runAsNonRoot: true,
          runAsUser: 1000,
          seccompProfile: { type: 'RuntimeDefault' },
        }),
      );
      for (const container of pod.containers as Obj[]) {
        expect(container.securityContext).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        const tmp = (container.volumeMounts as Obj[]).find((m) => m.mountPath === '/tmp');
        expect(tmp).toBeDefined();
        const volume = (pod.volumes as Obj[]).find((v) => v.name === tmp!.name);
        expect(volume?.emptyDir).toBeDefined();
      }
    }
    // Node's compile cache (server/src/compile-cache.ts) writes under the writable /tmp.
    expect(configMap.data.NODE_COMPILE_CACHE).toMatch(/^\/tmp\//);
  });

  it('feeds every pod the ConfigMap and the Secret', () => {
    for (const workload of [api, worker]) {
      expect(containerOf(workload).envFrom).toEqual(
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

  it('serves metrics on a named `metrics` port (METRICS_PORT) that a PodMonitor scrapes', () => {
    for (const workload of [api, worker]) {
      expect(containerOf(workload).ports).toContainEqual({
        name: 'metrics',
        containerPort: Number(configMap.data.METRICS_PORT),
        protocol: 'TCP',
      });
    }
    const podMonitor = find('PodMonitor', undefined, monitoringComponent);
    expect(podMonitor.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(podMonitor.spec.podMetricsEndpoints).toEqual([
      expect.objectContaining({ port: 'metrics', path: '/metrics' }),
    ]);
    for (const workload of [api, worker])
      expect(selects(podMonitor.spec.selector, podLabels(workload))).toBe(true);
  });

  it('denies all traffic by default and opens only metrics from monitoring, DNS, datastores and public 443/587/465', () => {
    const appliesTo = (policy: Obj, workload: Obj) => selects(policy.spec.podSelector, podLabels(workload));
    const deny = find('NetworkPolicy', 'darkcity-default-deny', policies);
    expect(deny.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    expect(deny.spec.ingress).toBeUndefined();
    expect(deny.spec.egress).toBeUndefined();
    for (const workload of [api, worker]) expect(appliesTo(deny, workload)).toBe(true);

    // Ingress in the base: the metrics port, from a namespace selected by label, nothing else.
    const ingressRules = policies.flatMap((p) => (p.spec.ingress ?? []) as Obj[]);
    expect(ingressRules).toHaveLength(1);
    expect(ingressRules[0].ports).toEqual([{ port: 'metrics', protocol: 'TCP' }]);
    expect(ingressRules[0].from).toEqual([
      { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
    ]);

    // Egress: every allowed port, over all policies.
    const egressRules = policies.flatMap((p) => (p.spec.egress ?? []) as Obj[]);
    const ports = egressRules.flatMap((rule) => (rule.ports as Obj[]).map((p) => `${p.port}/${p.protocol}`));
    expect(ports.sort()).toEqual(
      ['53/UDP', '53/TCP', '5432/TCP', '6432/TCP', '6379/TCP', '443/TCP', '587/TCP', '465/TCP'].sort(),
    );
    const dns = egressRules.find((rule) => (rule.ports as Obj[]).some((p) => p.port === 53))!;
    expect(dns.to[0].podSelector.matchLabels).toEqual({ 'k8s-app': 'kube-dns' });
    const internet = egressRules.find((rule) => (rule.ports as Obj[]).some((p) => p.port === 443))!;
    const v4 = (internet.to as Obj[]).find((peer) => peer.ipBlock?.cidr === '0.0.0.0/0')!;
    expect(v4.ipBlock.except).toEqual(expect.arrayContaining(PRIVATE_RANGES));
    for (const peer of internet.to as Obj[]) expect(peer.ipBlock.except.length).toBeGreaterThan(0);

    // The HTTP port: each way in opens it to the api pods only, from its controller's namespace.
    for (const component of [ingressComponent, gatewayComponent]) {
      const policy = component.find((r) => r.kind === 'NetworkPolicy')!;
      expect(appliesTo(policy, api)).toBe(true);
      expect(appliesTo(policy, worker)).toBe(false);
      expect(policy.spec.ingress).toEqual([
        {
          from: [
            { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': expect.any(String) } } },
          ],
          ports: [{ port: 'http', protocol: 'TCP' }],
        },
      ]);
    }
  });

  it('exposes the api through a ClusterIP Service and, as one choice, an nginx Ingress with cookie affinity', () => {
    const service = find('Service');
    expect(service.spec.type ?? 'ClusterIP').toBe('ClusterIP');
    expect(service.spec.selector).toEqual(api.spec.selector.matchLabels);
    expect(service.spec.ports).toContainEqual(
      expect.objectContaining({ port: 80, targetPort: expect.anything() }),
    );
    const servicePort = service.spec.ports.find((p: Obj) => p.port === 80);
    expect([3000, 'http']).toContain(servicePort.targetPort);

    const ingress = find('Ingress', 'darkcity', ingressComponent);
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

    const metrics = find('Ingress', 'darkcity-metrics-blocked', ingressComponent);
    expect(metrics.spec.rules[0].http.paths[0].path).toBe('/metrics');
    expect(metrics.metadata.annotations['nginx.ingress.kubernetes.io/allowlist-source-range']).toBe(
      '127.0.0.1/32',
    );
  });

  it('offers a Gateway API HTTPRoute with the Ingress timeouts and cookie persistence for socket.io', () => {
    const service = find('Service');
    const route = find('HTTPRoute', 'darkcity', gatewayComponent);
    expect(route.apiVersion).toBe('gateway.networking.k8s.io/v1');
    expect(route.spec.parentRefs[0]).toEqual(
      expect.objectContaining({ kind: 'Gateway', name: expect.any(String) }),
    );
    const seconds = (duration: string) => {
      const match = /^(\d+)(h|m|s)$/.exec(duration);
      if (!match) throw new Error(`unexpected duration ${duration}`);
      return Number(match[1]) * { h: 3600, m: 60, s: 1 }[match[2] as 'h' | 'm' | 's'];
    };
    const rules = route.spec.rules as Obj[];
    const socket = rules.find((r) => r.matches[0].path.value === '/ws')!;
    const rest = rules.find((r) => r.matches[0].path.value === '/')!;
    // socket.io: no whole-request limit (a WebSocket lives as long as the player stays).
    expect(socket.timeouts.request).toBe('0s');
    expect(seconds(rest.timeouts.request)).toBeGreaterThan(SOCKET_IO_HEARTBEAT_SECONDS);
    for (const rule of [socket, rest]) {
      expect(rule.backendRefs).toEqual([{ name: service.metadata.name, port: 80 }]);
    }
    // Session persistence is a component of its own (experimental channel), patched onto /ws.
    const persistence = loadDocs('k8s/components/gateway-session-persistence/kustomization.yaml')[0];
    const patch = loadDocs('k8s/components/gateway-session-persistence/kustomization.yaml')[0].patches[0];
    expect(persistence.kind).toBe('Component');
    expect(patch.target).toEqual(expect.objectContaining({ kind: 'HTTPRoute', name: route.metadata.name }));
    expect(patch.patch).toMatch(/path: \/spec\/rules\/0\/sessionPersistence/);
    expect(rules[0]).toBe(socket);
  });

  it('autoscales the api Deployment on CPU and lets a drain take one pod at a time', () => {
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
    expect(pdb.spec.maxUnavailable).toBe(1);
    expect(pdb.spec).not.toHaveProperty('minAvailable');
    expect(pdb.spec.selector.matchLabels).toEqual(api.spec.selector.matchLabels);
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

  it('builds dev, prod and prod-gateway overlays on the base, each with one way in', () => {
    const overlays = ['dev', 'prod', 'prod-gateway'];
    for (const overlay of overlays) {
      const file = `k8s/overlays/${overlay}/kustomization.yaml`;
      expect(loadDocs(file)[0].resources).toEqual(['../../base']);
    }
    for (const overlay of ['prod', 'prod-gateway']) {
      const images = loadDocs(`k8s/overlays/${overlay}/kustomization.yaml`)[0].images as Obj[];
      expect(images.some((image) => (image.newTag && image.newTag !== 'latest') || image.digest)).toBe(true);
    }

    // Full render with kubectl's built-in kustomize: `npm test` installs the pinned kubectl first
    // (scripts/ci/validate-k8s.mjs); a run without one fails here rather than skip the render.
    const kubectl = findKubectl();
    if (!kubectl)
      throw new Error('no kubectl: run `node scripts/ci/validate-k8s.mjs` once (it installs the pinned one)');
    const pick = (docs: Obj[], kind: string, name: string) =>
      docs.find((d) => d.kind === kind && d.metadata.name === name)!;

    const base = kustomize(kubectl, baseDir);
    expect(base.map((d) => `${d.kind}/${d.metadata.name}`).sort()).toEqual(
      resources.map((d) => `${d.kind}/${d.metadata.name}`).sort(),
    );
    const rendered = Object.fromEntries(overlays.map((o) => [o, kustomize(kubectl, `k8s/overlays/${o}`)]));

    for (const [overlay, docs] of Object.entries({ base, ...rendered })) {
      // No overlay brings back a replica count on a Deployment an autoscaler manages.
      for (const hpa of docs.filter((d) => d.kind === 'HorizontalPodAutoscaler')) {
        const target = pick(docs, 'Deployment', hpa.spec.scaleTargetRef.name);
        expect(`${overlay}: ${target.metadata.name} replicas=${target.spec.replicas}`).toBe(
          `${overlay}: ${target.metadata.name} replicas=undefined`,
        );
      }
      expect(pick(docs, 'PodDisruptionBudget', 'darkcity-api').spec.maxUnavailable).toBe(1);
      expect(docs.filter((d) => d.kind === 'NetworkPolicy').length).toBeGreaterThanOrEqual(5);
      // Exactly one way in per overlay (none in the base).
      const ways = docs.filter((d) => ['Ingress', 'HTTPRoute'].includes(d.kind)).map((d) => d.kind);
      expect(new Set(ways).size).toBe(overlay === 'base' ? 0 : 1);
    }

    const { dev, prod, 'prod-gateway': gateway } = rendered;
    const devApi = pick(dev, 'Deployment', api.metadata.name);
    expect(pick(dev, 'HorizontalPodAutoscaler', 'darkcity-api').spec.minReplicas).toBeLessThanOrEqual(1);
    expect(pick(dev, 'ConfigMap', 'darkcity-config').data).toEqual(
      expect.objectContaining({ NODE_ENV: 'production', LOG_LEVEL: 'debug' }),
    );
    expect(pick(dev, 'Ingress', 'darkcity').spec.rules[0].host).toBe('dev.game.example.com');
    expect(dev.some((d) => d.kind === 'PodMonitor')).toBe(false);

    const memoryMi = (deployment: Obj) => {
      const quantity = String(containerOf(deployment).resources.requests.memory);
      return parseInt(quantity, 10) * (quantity.endsWith('Gi') ? 1024 : 1);
    };
    for (const docs of [prod, gateway]) {
      const prodApi = pick(docs, 'Deployment', api.metadata.name);
      const hpa = pick(docs, 'HorizontalPodAutoscaler', 'darkcity-api');
      expect([hpa.spec.minReplicas, hpa.spec.maxReplicas]).toEqual([3, 20]);
      expect(memoryMi(prodApi)).toBeGreaterThan(memoryMi(api));
      expect(pick(docs, 'PodMonitor', 'darkcity')).toBeDefined();
      // PostgreSQL and Redis narrowed to a destination, not just a port.
      for (const rule of pick(docs, 'NetworkPolicy', 'darkcity-egress-datastores').spec.egress as Obj[]) {
        expect(rule.to?.length).toBeGreaterThan(0);
      }
      for (const workload of docs.filter((d) => d.kind === 'Deployment')) {
        const image = containerOf(workload).image as string;
        expect(image).not.toMatch(/:latest$/);
        expect(image).toMatch(/[:@]/);
      }
    }
    expect(memoryMi(devApi)).toBeLessThan(memoryMi(api));
    expect(pick(prod, 'NetworkPolicy', 'darkcity-api-from-ingress')).toBeDefined();

    const route = pick(gateway, 'HTTPRoute', 'darkcity');
    expect(route.spec.rules[0].matches[0].path.value).toBe('/ws');
    expect(route.spec.rules[0].sessionPersistence).toEqual(
      expect.objectContaining({ type: 'Cookie', sessionName: expect.any(String) }),
    );
    expect(route.spec.rules[1].sessionPersistence).toBeUndefined();
    expect(pick(gateway, 'NetworkPolicy', 'darkcity-api-from-gateway')).toBeDefined();
    expect(gateway.some((d) => d.metadata.name === 'darkcity-api-from-ingress')).toBe(false);
  }, 120_000);
});
