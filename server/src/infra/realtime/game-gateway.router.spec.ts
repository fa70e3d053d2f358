import { EventEmitter } from 'node:events';
import {
  applyDecorators,
  CanActivate,
  Injectable,
  SetMetadata,
  UseFilters,
  UseGuards,
  UsePipes,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ConnectedSocket, MessageBody, SubscribeMessage } from '@nestjs/websockets';
import { IsInt, Min } from 'class-validator';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { appValidationPipe } from '../../common/validation/validation.pipe';
import { GAME_GATEWAY_METADATA, GameGatewayRouter, RoutedGateway } from './game-gateway.router';
import type { GameSocket } from './gateway-options';
import { SocketExceptionFilter } from './socket-exception.filter';

/** `@GameGateway()` without AuthGuard: the router's own pipeline, checked apart from the auth module. */
const GuardedGateway = () =>
  applyDecorators(
    SetMetadata(GAME_GATEWAY_METADATA, true),
    UseGuards(SignedInGuard),
    UsePipes(appValidationPipe),
    UseFilters(new SocketExceptionFilter('test_error')),
  );

@Injectable()
class SignedInGuard implements CanActivate {
  canActivate(context: Parameters<CanActivate['canActivate']>[0]): boolean {
    if (!context.switchToWs().getClient<GameSocket>().data.userId)
      throw commonError(CommonErrorCode.UNAUTHENTICATED);
    return true;
  }
}

class AmountDto {
  @IsInt()
  @Min(1)
  amount!: number;
}

@GuardedGateway()
class BankTestGateway {
  @SubscribeMessage('deposit')
  deposit(@ConnectedSocket() socket: GameSocket, @MessageBody() dto: AmountDto) {
    return { userId: socket.data.userId, deposited: dto.amount };
  }

  @SubscribeMessage('bank:request')
  async request() {
    return { event: 'bank:update', data: { balance: 5 } };
  }
}

@GuardedGateway()
class DuplicateGateway {
  @SubscribeMessage('deposit')
  deposit() {
    return 'again';
  }
}

@RoutedGateway()
class HookedGateway {
  afterInit() {
    return undefined;
  }
}

@RoutedGateway()
class GreetingGateway {
  handleConnection(socket: GameSocket) {
    socket.emit('authenticated', { user: { id: socket.data.userId! } });
  }
}

/** A server-side socket: records what the server sends, knows its user. */
function fakeSocket(userId?: string) {
  const emitter = new EventEmitter();
  const sent: unknown[][] = [];
  Object.assign(emitter, { id: 'socket-1', data: { userId }, disconnected: false });
  emitter.emit = (event: string, ...args: unknown[]) => {
    sent.push([event, ...args]);
    return true;
  };
  return { socket: emitter as unknown as GameSocket, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

async function routerWith(...gateways: (new () => object)[]) {
  const module = await Test.createTestingModule({
    providers: [GameGatewayRouter, SignedInGuard, ...gateways],
  }).compile();
  await module.init();
  return module.get(GameGatewayRouter);
}

describe('GameGatewayRouter (feature gateways served from one table, Nest pipeline per event)', () => {
  it('runs the handler with the socket and the validated payload and acknowledges with its result', async () => {
    const router = await routerWith(BankTestGateway);
    const { socket } = fakeSocket('user-7');
    const ack = jest.fn();
    expect(router.dispatch(socket, ['deposit', { amount: 3 }, ack])).toBe(true);
    await settle();
    expect(ack).toHaveBeenCalledWith({ userId: 'user-7', deposited: 3 });
  });

  it('emits a { event, data } result as that event', async () => {
    const router = await routerWith(BankTestGateway);
    const { socket, sent } = fakeSocket('user-7');
    router.dispatch(socket, ['bank:request']);
    await settle();
    expect(sent).toEqual([['bank:update', { balance: 5 }]]);
  });

  it("answers a refused event through the gateway's class guard, pipe and exception filter", async () => {
    const router = await routerWith(BankTestGateway);
    const anonymous = fakeSocket();
    const unauthenticatedAck = jest.fn();
    router.dispatch(anonymous.socket, ['deposit', { amount: 3 }, unauthenticatedAck]);
    const player = fakeSocket('user-7');
    const invalidAck = jest.fn();
    router.dispatch(player.socket, ['deposit', { amount: 0 }, invalidAck]);
    await settle();
    expect(unauthenticatedAck).toHaveBeenCalledWith(
      expect.objectContaining({ statusCode: 401, code: CommonErrorCode.UNAUTHENTICATED }),
    );
    expect(invalidAck).toHaveBeenCalledWith(
      expect.objectContaining({ statusCode: 400, code: CommonErrorCode.VALIDATION_FAILED }),
    );
    expect(player.sent).toEqual([['test_error', expect.objectContaining({ statusCode: 400 })]]);
  });

  it('leaves an event no gateway handles to socket.io, and keeps no listener on the socket', async () => {
    const router = await routerWith(BankTestGateway);
    const { socket, sent } = fakeSocket('user-7');
    expect(router.dispatch(socket, ['ping', jest.fn()])).toBe(false);
    expect(router.events.sort()).toEqual(['bank:request', 'deposit']);
    expect((socket as unknown as EventEmitter).eventNames()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('refuses to start with two gateways on one event, or a gateway with a Nest lifecycle hook', async () => {
    await expect(routerWith(BankTestGateway, DuplicateGateway)).rejects.toThrow("'deposit'");
    await expect(routerWith(HookedGateway)).rejects.toThrow('afterInit');
  });

  it("runs a routed gateway's handleConnection on every new socket of the namespace", async () => {
    const router = await routerWith(GreetingGateway);
    const namespace = new EventEmitter();
    router.attach(namespace as never);
    const { socket, sent } = fakeSocket('user-7');
    namespace.emit('connection', socket);
    expect(sent).toEqual([['authenticated', { user: { id: 'user-7' } }]]);
  });
});
