// The sockets' bare baseline: plain socket.io (the copy Nest uses) on a plain Node HTTP server, with
// what a game socket gets on connect and nothing else: the same options at `/ws`, the same JWT check
// of the handshake token, the sharded Redis adapter on ioredis with the game's channel prefix, the
// user room `user:<id>` (plus the socket's own room), and `authenticated { user: { id } }`.
// Left out: Nest, the account (ban) check, presence, the feature gateways' handlers, the rate limit.
//
// Runs in its own process (`startBareSockets`) so its memory can be read apart from the bench's.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { JWT_KEY, REDIS_URL, require, stopProcess } from './lib.mjs';

/**
 * Starts the bare socket server in a child process on `port` (`GET /health` answers once the Redis
 * adapter is connected); `nodeOptions` go to NODE_OPTIONS (e.g. the inspector flag).
 */
export async function startBareSockets({ port, prefix, nodeOptions = '' }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: nodeOptions,
      BARE_PORT: String(port),
      BARE_PREFIX: prefix,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop: () => stopProcess(child) };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('bare socket server did not start');
}

async function serve(port, prefix) {
  const nestRequire = createRequire(require.resolve('@nestjs/platform-socket.io'));
  const { Server } = nestRequire('socket.io');
  const { createShardedAdapter } = require('@socket.io/redis-adapter');
  const Redis = require('ioredis');
  const jwt = require('jsonwebtoken');

  const pub = new Redis(REDIS_URL);
  const sub = pub.duplicate();
  await Promise.all([pub, sub].map((client) => new Promise((ready) => client.once('ready', ready))));
  const http = createServer((request, response) => {
    response.writeHead(request.url === '/health' ? 200 : 404).end();
  });
  const io = new Server(http, {
    path: '/ws',
    cors: { origin: true, credentials: true },
    transports: ['websocket', 'polling'],
    pingInterval: 25_000,
    pingTimeout: 60_000,
    cleanupEmptyChildNamespaces: true,
    adapter: createShardedAdapter(pub, sub, {
      channelPrefix: `${prefix}socket.io`,
      subscriptionMode: 'dynamic',
    }),
  });
  io.on('connection', async (socket) => {
    let userId;
    try {
      const claims = jwt.verify(socket.handshake.auth?.token, JWT_KEY);
      if (typeof claims.sub !== 'string') throw new Error('no subject');
      userId = claims.sub;
    } catch {
      socket.emit('auth:error', { statusCode: 401, code: 'UNAUTHENTICATED' });
      socket.disconnect(true);
      return;
    }
    socket.data.userId = userId;
    await socket.join(`user:${userId}`);
    socket.emit('authenticated', { user: { id: userId } });
  });
  http.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => {
    io.close();
    void Promise.all([pub.quit(), sub.quit()]).then(() => process.exit(0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await serve(Number(process.env.BARE_PORT), process.env.BARE_PREFIX);
}
