/**
 * Static checks of the deployment files: docker-compose.yml, deploy/nginx.conf, Dockerfile,
 * .dockerignore and the kustomize tree under k8s/. No Docker engine or cluster is needed; the
 * k8s base is "rendered" by reading its kustomization's resources. When kubectl is on PATH the
 * overlays are additionally rendered with `kubectl kustomize` and checked.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { parseConfig } from '../src/config/config.schema';

const repo = path.resolve(__dirname, '../..');
const read = (rel: string) => readFileSync(path.join(repo, rel), 'utf8');

/** socket.io defaults the server keeps: pingInterval 25 s + pingTimeout 60 s. */
const SOCKET_IO_HEARTBEAT_SECONDS = 25 + 60;
/** What the config schema refuses to start without when NODE_ENV=production. */
const PRODUCTION_REQUIRED = ['NODE_ENV', 'JWT_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'REDIS_URL'];

type Obj = Record<string, any>;

/** Parses every document of a YAML file, failing on any syntax error or warning. */
function loadDocs(rel: string): Obj[] {
  const docs = parseAllDocuments(read(rel), { merge: true });
  if (!Array.isArray(docs)) throw new Error(`${rel}: not a YAML stream`);
  for (const doc of docs) {
    const problems = [...doc.errors, ...doc.warnings].map((e) => e.message);
    if (problems.length) throw new Error(`${rel}: ${problems.join('; ')}`);
  }
  return docs.map((doc) => doc.toJS() as Obj).filter((value) => value != null);
}

function listFiles(dir: string, ext: RegExp): string[] {
  return readdirSync(path.join(repo, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(repo, rel)).isDirectory()) return listFiles(rel, ext);
    return ext.test(name) ? [rel] : [];
  });
}

/** Compose's environment may be a map or a KEY=value list; null values mean "pass through if set". */
function envOf(service: Obj): Record<string, string | null> {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(
    env.map((item: string) => {
      const at = item.indexOf('=');
      return at === -1 ? [item, null] : [item.slice(0, at), item.slice(at + 1)];
    }),
  );
}

/** The subset of compose interpolation the file uses: $$, ${X}, ${X:-default}, ${X-default}, ${X:?err}, ${X?err}. */
function interpolate(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (match, name, colon, op, arg) => {
      if (match === '$$') return '$';
      const current = vars[name];
      const missing = current === undefined || (colon === ':' && current === '');
      if (!op) return current ?? '';
      if (op === '-') return missing ? arg : current!;
      if (missing) throw new Error(`required variable ${name} is missing: ${arg}`);
      return current!;
    },
  );
}

function composeEnv(service: Obj, vars: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(envOf(service))) {
    if (value === null || value === undefined) {
      if (vars[key] !== undefined) out[key] = vars[key]!;
    } else {
      out[key] = interpolate(String(value), vars);
    }
  }
  return out;
}

const commandText = (command: unknown) =>
  Array.isArray(command) ? command.join(' ') : String(command ?? '');

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as Obj;
  const services = compose.services as Obj;

  it('defines the whole stack', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'migrate', 'api', 'worker', 'proxy']),
    );
  });

  it('health-checks postgres and redis, and runs redis durable without eviction', () => {
    expect(services.postgres.image).toMatch(/^postgres:16/);
    expect(commandText(services.postgres.healthcheck?.test)).toContain('pg_isready');
    expect(services.postgres.volumes?.join(' ')).toContain('/var/lib/postgresql/data');

    expect(services.redis.image).toMatch(/^redis:7/);
    expect(commandText(services.redis.healthcheck?.test)).toMatch(/redis-cli ping/);
    const redisCommand = commandText(services.redis.command);
    expect(redisCommand).toContain('appendonly yes');
    expect(redisCommand).toContain('noeviction');

    for (const volume of [...services.postgres.volumes, ...services.redis.volumes] as string[]) {
      const source = volume.split(':')[0];
      expect(compose.volumes).toHaveProperty(source);
    }
  });

  it('runs migrations once, after postgres is healthy', () => {
    expect(commandText(services.migrate.command)).toBe('node server/dist/migrate.js');
    expect(services.migrate.depends_on.postgres.condition).toBe('service_healthy');
    expect(services.migrate.restart ?? 'no').toBe('no');
  });

  it('runs two api replicas and a worker from the same image', () => {
    const api = services.api;
    expect(api.build).toBeDefined();
    expect(api.deploy.replicas).toBe(2);
    expect(envOf(api).ROLE).toBe('api');
    expect(envOf(services.worker).ROLE).toBe('worker');
    expect(services.worker.image).toBe(api.image);
    expect(services.migrate.image).toBe(api.image);
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'ADMIN_PASSWORD']) {
      expect(envOf(api)[key]).toEqual(expect.any(String));
    }
    expect(envOf(api).DATABASE_URL).toContain('@postgres:5432/');
    expect(envOf(api).REDIS_URL).toContain('redis://redis:6379');

    for (const name of ['api', 'worker']) {
      const service = services[name];
      expect(service.depends_on.migrate.condition).toBe('service_completed_successfully');
      expect(service.depends_on.redis.condition).toBe('service_healthy');
      expect(commandText(service.healthcheck?.test)).toContain('/api/health');
    }
  });

  it('requires JWT_SECRET and ADMIN_PASSWORD and yields a valid production configuration', () => {
    for (const key of ['JWT_SECRET', 'ADMIN_PASSWORD']) {
      expect(envOf(services.api)[key]).toMatch(new RegExp(`^\\$\\{${key}:\\?.+\\}$`));
    }
    expect(() => composeEnv(services.api, { ADMIN_PASSWORD: 'secret-admin' })).toThrow(/JWT_SECRET/);

    const vars = { JWT_SECRET: 'a-test-jwt-secret-of-32-characters', ADMIN_PASSWORD: 'secret-admin' };
    for (const name of ['migrate', 'api', 'worker']) {
      const env = composeEnv(services[name], vars);
      expect(env.NODE_ENV).toBe('production');
      const config = parseConfig(env);
      expect(config.NODE_ENV).toBe('production');
      expect(config.TRUST_PROXY).toBe(true);
    }
    expect(parseConfig(composeEnv(services.api, vars)).ROLE).toBe('api');
    expect(parseConfig(composeEnv(services.worker, vars)).ROLE).toBe('worker');
  });

  it('publishes only the nginx proxy, on port 3000', () => {
    const published = Object.entries(services)
      .filter(([, service]) => (service as Obj).ports?.length)
      .map(([name]) => name);
    expect(published).toEqual(['proxy']);
    expect(services.proxy.image).toMatch(/^nginx:.*alpine/);
    expect(services.proxy.ports).toContain('3000:80');
    expect(services.proxy.volumes.join(' ')).toContain('./deploy/nginx.conf:');
    expect(existsSync(path.join(repo, 'deploy/nginx.conf'))).toBe(true);
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf').replace(/#.*$/gm, '');
  const location = (prefix: string) => {
    const match = new RegExp(
      `location\\s+(?:\\^~\\s+|=\\s+)?${prefix.replace(/\//g, '\\/')}\\s*\\{([^}]*)\\}`,
    ).exec(conf);
    if (!match) throw new Error(`no location ${prefix}`);
    return match[1];
  };

  it('balances the api replicas with ip_hash affinity', () => {
    const upstream = /upstream\s+(\S+)\s*\{([^}]*)\}/.exec(conf);
    expect(upstream).not.toBeNull();
    expect(upstream![2]).toMatch(/\bip_hash;/);
    expect(upstream![2]).toMatch(/server\s+api:3000\b/);
    for (const prefix of ['/ws', '/api/', '/media/', '/']) {
      expect(location(prefix)).toContain(`proxy_pass http://${upstream![1]};`);
    }
  });

  it('upgrades websockets on /ws and outlasts the socket.io heartbeat', () => {
    expect(conf).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
    expect(conf).toMatch(/proxy_http_version\s+1\.1;/);
    const ws = location('/ws');
    const readTimeout = /proxy_read_timeout\s+(\d+)s?;/.exec(ws);
    expect(readTimeout).not.toBeNull();
    expect(Number(readTimeout![1])).toBeGreaterThan(SOCKET_IO_HEARTBEAT_SECONDS);
  });

  it('blocks /metrics from outside', () => {
    expect(location('/metrics')).toMatch(/deny\s+all;/);
    expect(location('/metrics')).not.toContain('proxy_pass');
  });
});

describe('Dockerfile and .dockerignore', () => {
  const dockerfile = read('Dockerfile');

  it('builds in one stage and ships production dependencies and build output in another', () => {
    const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)];
    expect(stages).toHaveLength(2);
    const baseImage = /^ARG\s+NODE_IMAGE=(\S+)/m.exec(dockerfile)?.[1];
    for (const [, image] of stages) {
      expect(
        image === 'node:24-bookworm-slim' ||
          (image === '${NODE_IMAGE}' && baseImage === 'node:24-bookworm-slim'),
      ).toBe(true);
    }
    const [build, runtime] = dockerfile.split(/^FROM\s.*$/m).slice(1);
    expect(build).toMatch(/RUN\b.*\bnpm ci\b(?!.*--omit=dev)/);
    expect(build).toMatch(/RUN\s+npm run build/);
    expect(runtime).toMatch(/RUN\b.*\bnpm ci --omit=dev/);
    for (const manifest of ['package.json package-lock.json', 'server/package.json', 'client/package.json']) {
      expect(runtime).toContain(`COPY ${manifest}`);
    }
    expect(runtime).toMatch(/COPY --from=build \/app\/server\/dist server\/dist/);
    expect(runtime).toMatch(/COPY --from=build \/app\/client\/dist client\/dist/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^EXPOSE 3000$/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production$/m);
    expect(runtime).toMatch(/^CMD \["node", "server\/dist\/main\.js"\]$/m);
  });

  it('keeps local state out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const entry of ['node_modules', 'dist', '.data', '.git']) {
      expect(ignored.some((line) => line === entry || line === `**/${entry}`)).toBe(true);
    }
  });
});

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
