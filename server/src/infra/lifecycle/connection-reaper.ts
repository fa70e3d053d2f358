import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closing HTTP server waits for in-flight requests and websocket close handshakes (ms). */
export const HTTP_CLOSE_GRACE_MS = 5_000;

/**
 * Ends the TCP connections that would keep `server.close()` from ever calling back, so a graceful
 * shutdown finishes within its budget (DESIGN.md section 8: SHUTDOWN_TIMEOUT_SECONDS).
 *
 * Node closes idle keep-alive connections when the server closes and waits for the others. Two kinds
 * never end by themselves:
 * - a connection that was accepted but has not sent a byte (a browser's speculative preconnect, a
 *   TCP health check, a proxy that opened an upstream connection for a client that then left). Node
 *   counts it as active rather than idle, and `close()` also stops the headers-timeout sweep that
 *   would have expired it (nodejs/node#63452, fixed by #63470, which Node 24.21 does not have);
 * - an upgraded (websocket) connection whose peer never answers the close frame: `ws` waits 30 s.
 *
 * Create it before the server listens: it tracks connections from the `connection` event.
 */
export class ConnectionReaper {
  private readonly connections = new Set<Socket>();
  private closing = false;
  private graceTimer?: NodeJS.Timeout;

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      if (this.closing) {
        // The server is closing and answers every request with 503 anyway.
        socket.destroy();
        return;
      }
      this.connections.add(socket);
      socket.once('close', () => this.connections.delete(socket));
    });
    server.once('close', () => clearTimeout(this.graceTimer));
  }

  /**
   * Called when the server stops taking requests (Fastify's `preClose`): destroys every connection
   * that has not sent a byte, refuses new ones, and destroys whatever is still open `graceMs`
   * milliseconds later (requests that overran, websockets whose peer went silent).
   * @returns how many connections it destroyed now.
   */
  beginClose(graceMs = HTTP_CLOSE_GRACE_MS): number {
    this.closing = true;
    let destroyed = 0;
    for (const socket of this.connections) {
      if (socket.bytesRead === 0) {
        socket.destroy();
        destroyed++;
      }
    }
    clearTimeout(this.graceTimer);
    this.graceTimer = setTimeout(() => this.destroyAll(), graceMs);
    this.graceTimer.unref();
    return destroyed;
  }

  /** Destroys every connection still open; @returns how many. */
  destroyAll(): number {
    const count = this.connections.size;
    for (const socket of this.connections) socket.destroy();
    return count;
  }

  /** Connections open now (for logs and tests). */
  get size(): number {
    return this.connections.size;
  }
}
