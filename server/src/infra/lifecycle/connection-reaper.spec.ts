import { createServer, Server } from 'node:http';
import { AddressInfo, connect, Socket } from 'node:net';
import { ConnectionReaper } from './connection-reaper';

/** Resolves true when `server.close()` calls back within `ms`, false otherwise. */
function closesWithin(server: Server, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    server.close(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

describe('ConnectionReaper', () => {
  let server: Server;
  const clients: Socket[] = [];

  /** A client connection the server has accepted. */
  async function openConnection(): Promise<Socket> {
    const accepted = new Promise((resolve) => server.once('connection', resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.on('error', () => undefined);
    clients.push(socket);
    await accepted;
    return socket;
  }

  beforeEach(async () => {
    server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
    server.closeAllConnections();
    server.close();
  });

  // When this fails, Node has nodejs/node#63470 and the reaper's first rule is no longer needed.
  it('shows the Node behaviour it works around: close() waits for a connection that never sent a byte', async () => {
    await openConnection();
    expect(await closesWithin(server, 500)).toBe(false);
  });

  it('lets close() finish at once by destroying the connections that never sent a byte', async () => {
    const reaper = new ConnectionReaper(server);
    await openConnection();
    await openConnection();
    expect(reaper.beginClose(60_000)).toBe(2);
    expect(await closesWithin(server, 500)).toBe(true);
  });

  it('gives a request in flight the grace period, then destroys its connection', async () => {
    const slow = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    server.close();
    server = slow;
    const reaper = new ConnectionReaper(server);
    const client = await openConnection();
    client.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reaper.beginClose(300)).toBe(0);
    const started = Date.now();
    expect(await closesWithin(server, 2_000)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('refuses connections that arrive while closing', async () => {
    const reaper = new ConnectionReaper(server);
    reaper.beginClose(60_000);
    const client = await openConnection();
    await new Promise((resolve) => client.once('close', resolve));
    expect(reaper.size).toBe(0);
  });
});
