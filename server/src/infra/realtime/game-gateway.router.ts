import { Injectable, Logger, OnModuleInit, SetMetadata } from '@nestjs/common';
import { MetadataScanner, ModulesContainer, NestContainer } from '@nestjs/core';
import { GuardsConsumer, GuardsContextCreator } from '@nestjs/core/guards';
import { InterceptorsConsumer, InterceptorsContextCreator } from '@nestjs/core/interceptors';
import { PipesConsumer, PipesContextCreator } from '@nestjs/core/pipes';
import { ExceptionFiltersContext } from '@nestjs/websockets/context/exception-filters-context';
import { WsContextCreator } from '@nestjs/websockets/context/ws-context-creator';
import { WsProxy } from '@nestjs/websockets/context/ws-proxy';
import { GatewayMetadataExplorer } from '@nestjs/websockets/gateway-metadata-explorer';
import type { GameSocket } from './gateway-options';
import { serveSocketEvent, SocketEventHandler } from './socket-event';
import { socketLogFields } from './socket-log';

/** Class metadata of a gateway served by {@link GameGatewayRouter} (set by {@link RoutedGateway}). */
export const GAME_GATEWAY_METADATA = 'realtime:game-gateway';

/**
 * Marks a class whose `@SubscribeMessage` handlers (and `handleConnection`, if any) GameGatewayRouter
 * serves on the socket server at `/ws`. Adds no guard: feature gateways use `@GameGateway()`, which
 * adds the REST pipeline.
 */
export const RoutedGateway = () => SetMetadata(GAME_GATEWAY_METADATA, true);

/** Nest's handler context for one event: guards, pipes, interceptors and filters around the method. */
type RoutedHandler = SocketEventHandler & {
  callback: (socket: GameSocket, data: unknown, ack: unknown) => Promise<unknown>;
};

/** Lifecycle hooks Nest calls on its own gateways only: a routed gateway declaring one would never run it. */
const NEST_GATEWAY_HOOKS = ['afterInit', 'handleDisconnect'] as const;

/** A routed gateway that also sets up each new socket (the auth gateway's handshake). */
interface ConnectionHandler {
  handleConnection(socket: GameSocket): unknown;
}

/** Where new sockets show up: the socket server's default namespace. */
interface ConnectingNamespace {
  on(event: 'connection', listener: (socket: GameSocket) => void): unknown;
}

/**
 * Serves the `@SubscribeMessage` handlers of every routed gateway (`@GameGateway()`, `@RoutedGateway()`)
 * from one table per node,
 * with nothing kept per socket. Nest's own gateway machinery binds, on every connection and for every
 * handler of every gateway, a bound callback, a listener closure and its context, plus a disconnect
 * closure per gateway: about 18 KiB per socket with our 47 handlers in 21 gateways (issue 16, heap
 * snapshot), more than bare socket.io's whole socket. Here each handler's context is created once,
 * exactly as Nest's SocketModule creates it (the same `WsContextCreator`, so the same class and
 * method guards, pipes, interceptors and exception filters, and no global ones), and the realtime
 * gateway's per-socket middleware hands every admitted event to {@link dispatch}.
 */
@Injectable()
export class GameGatewayRouter implements OnModuleInit {
  private readonly logger = new Logger(GameGatewayRouter.name);
  private readonly handlers = new Map<string, RoutedHandler>();
  private readonly connectionHandlers: ConnectionHandler[] = [];

  constructor(private readonly modules: ModulesContainer) {}

  /**
   * Builds the event table from the gateways' metadata.
   * @throws when two gateways handle one event, or a gateway declares a Nest lifecycle hook.
   */
  onModuleInit(): void {
    // Nest's context creators only ask their container for its modules.
    const container = { getModules: () => this.modules } as unknown as NestContainer;
    const contexts = new WsContextCreator(
      new WsProxy(),
      new ExceptionFiltersContext(container),
      new PipesContextCreator(container),
      new PipesConsumer(),
      new GuardsContextCreator(container),
      new GuardsConsumer(),
      new InterceptorsContextCreator(container),
      new InterceptorsConsumer(),
    );
    const explorer = new GatewayMetadataExplorer(new MetadataScanner());
    for (const [moduleKey, module] of this.modules) {
      for (const { instance, metatype, isNotMetatype } of module.providers.values()) {
        if (isNotMetatype || !instance || !metatype || !Reflect.getMetadata(GAME_GATEWAY_METADATA, metatype))
          continue;
        const gateway = instance as Record<string, unknown>;
        const hook = NEST_GATEWAY_HOOKS.find((name) => typeof gateway[name] === 'function');
        if (hook) throw new Error(`${metatype.name}: a routed gateway cannot use ${hook}`);
        if (typeof gateway.handleConnection === 'function')
          this.connectionHandlers.push(gateway as unknown as ConnectionHandler);
        for (const { message, methodName, callback, isAckHandledManually } of explorer.explore(gateway)) {
          const event = String(message);
          if (this.handlers.has(event)) throw new Error(`two gateways handle the socket event '${event}'`);
          this.handlers.set(event, {
            message: event,
            isAckHandledManually,
            callback: contexts.create(gateway, callback, moduleKey, methodName) as RoutedHandler['callback'],
          });
        }
      }
    }
  }

  /** Runs every routed gateway's `handleConnection` on each new socket of the namespace. */
  attach(namespace: ConnectingNamespace): void {
    namespace.on('connection', (socket) => {
      const failed = (error: unknown) =>
        this.logger.error({ err: error, ...socketLogFields(socket) }, 'socket connection handler failed');
      for (const gateway of this.connectionHandlers) {
        try {
          void Promise.resolve(gateway.handleConnection(socket)).catch(failed);
        } catch (error) {
          failed(error);
        }
      }
    });
  }

  /**
   * Serves an incoming event (`[event, ...args]`) with its gateway handler.
   * @returns false when no routed gateway handles the event (the caller lets socket.io deliver it).
   */
  dispatch(socket: GameSocket, packet: unknown[]): boolean {
    const handler = this.handlers.get(String(packet[0]));
    if (!handler) return false;
    serveSocketEvent(
      socket,
      packet.slice(1),
      handler,
      (data, ack) => handler.callback(socket, data, ack),
      this.logger,
    );
    return true;
  }

  /** Event names the gateways handle (for tests and the invalid-input sweep). */
  get events(): string[] {
    return [...this.handlers.keys()];
  }
}
