/**
 * Static checks of the deployment files: docker-compose.yml, deploy/nginx.conf, Dockerfile,
 * .dockerignore and the kustomize tree under k8s/. No Docker engine or cluster is needed; the
 * k8s base is "rendered" by reading its kustomization's resources. When kubectl is on PATH the
 * overlays are additionally rendered with `kubectl kustomize` and checked.
 * This file: docker-compose.yml, deploy/nginx.conf, Dockerfile and .dockerignore.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { parseConfig } from '../src/config/config.schema';
import {
  repo,
  read,
  SOCKET_IO_HEARTBEAT_SECONDS,
  Obj,
  envOf,
  composeEnv,
  commandText,
} from './support/deploy';

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
