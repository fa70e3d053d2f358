import { Logger, OnModuleDestroy } from '@nestjs/common';
import { OnGatewayDisconnect, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Server } from 'socket.io';
import { toErrorBody } from '../../common/errors/domain-exception.filter';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import type { ClientEventRegistry, ServerEventRegistry } from './events';
import { GameGatewayRouter } from './game-gateway.router';
import { GameSocket, GATEWAY_OPTIONS, SocketData } from './gateway-options';
import { PresenceService } from './presence.service';
import { RealtimePublisher } from './realtime.publisher';

type GameServer = Server<ClientEventRegistry, ServerEventRegistry, Record<string, never>, SocketData>;

/** How often a node re-vouches for its users' presence and sends `keep-alive` (spec 000 section 9: 30 s health check). */
export const HEARTBEAT_MS = 30_000;

/**
 * Events one socket may send per second; the rest are dropped (acknowledged with 429 when the client
 * asked for an answer). A client sends about a dozen at once when it (re)connects; a script spamming
 * `X:request` to load the database is cut off here, before any handler runs.
 */
export const SOCKET_EVENT_LIMIT = { points: 30, durationSeconds: 1 } as const;

/**
 * The live connection's plumbing (spec 000 sections 4 and 7; DESIGN.md section 4): socket.io at `/ws`
 * (the one Nest gateway, so Nest creates the server), the per-socket event budget, presence
 * (heartbeat, offline on the last disconnect) and `keep-alive`. Every other gateway is routed
 * (GameGatewayRouter): the handshake is the auth module's, which puts the socket in its user's room;
 * `ping` is ConnectionGateway's; every feature answers its own `X:request` with `X:update`.
 */
@WebSocketGateway(GATEWAY_OPTIONS)
export class RealtimeGateway implements OnGatewayInit, OnGatewayDisconnect, OnModuleDestroy {
  private readonly logger = new Logger(RealtimeGateway.name);
  private server?: GameServer;
  private heartbeat?: NodeJS.Timeout;
  /** Set on shutdown: the adapter is closing, so other nodes cannot be asked; reconnects re-announce presence. */
  private closing = false;
  /** Per-socket event budget, in this node's memory (a socket lives on one node). */
  private readonly floodGuard = new RateLimiterMemory({
    points: SOCKET_EVENT_LIMIT.points,
    duration: SOCKET_EVENT_LIMIT.durationSeconds,
  });

  constructor(
    private readonly presence: PresenceService,
    private readonly publisher: RealtimePublisher,
    private readonly router: GameGatewayRouter,
  ) {}

  afterInit(server: GameServer): void {
    this.server = server;
    this.publisher.attach(server);
    this.router.attach(server.of('/'));
    // Connection middleware runs before any handler is bound, so no event gets past the guard; an
    // admitted event goes to its feature gateway, else on to socket.io's listeners (this gateway's).
    server.use((socket, next) => {
      socket.use((packet, proceed) => void this.admitEvent(socket, packet, proceed));
      next();
    });
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Shutdown: disconnect this node's sockets from the server side (the client answers a
   * server-caused disconnect by reconnecting after 3 s, through the load balancer, to another node).
   */
  onModuleDestroy(): void {
    this.closing = true;
    clearInterval(this.heartbeat);
    this.server?.local.disconnectSockets(true);
  }

  /**
   * Serves an event while the socket is within SOCKET_EVENT_LIMIT: by its feature gateway, else
   * through socket.io's listeners (`proceed`). Otherwise drops it (429 to its ack).
   */
  private async admitEvent(socket: GameSocket, packet: unknown[], proceed: () => void): Promise<void> {
    try {
      await this.floodGuard.consume(socket.id);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function')
        ack(
          toErrorBody(
            commonError(CommonErrorCode.TOO_MANY_REQUESTS, {
              retryAfterMs: Math.max(0, rejection.msBeforeNext),
            }),
          ),
        );
      return;
    }
    if (!this.router.dispatch(socket, packet)) proceed();
  }

  async handleDisconnect(socket: GameSocket): Promise<void> {
    const userId = socket.data.userId;
    if (!userId || this.closing) return;
    const disconnectedAt = this.presence.now();
    // Another socket of this user on this node: still online, no need to ask the other nodes.
    for (const other of this.server?.of('/').sockets.values() ?? []) {
      if (other.data.userId === userId) return;
    }
    try {
      if (!(await this.publisher.hasSockets(userId))) await this.presence.markOffline(userId, disconnectedAt);
    } catch (error) {
      this.logger.warn(`presence update failed for ${userId}: ${String(error)}`);
    }
  }

  /** Re-vouches for the presence of this node's users and sends `keep-alive`. */
  private async beat(): Promise<void> {
    if (!this.server) return;
    const userIds = new Set<string>();
    for (const socket of this.server.of('/').sockets.values()) {
      if (socket.data.userId) userIds.add(socket.data.userId);
    }
    try {
      await this.presence.touch([...userIds]);
    } catch (error) {
      this.logger.warn(`presence heartbeat failed: ${String(error)}`);
    }
    this.server.local.emit('keep-alive', { time: Date.now() });
  }

  /** Sockets connected to this node. */
  get localSocketCount(): number {
    return this.server?.of('/').sockets.size ?? 0;
  }
}
