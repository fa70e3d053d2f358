import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { of, Subject, throwError } from 'rxjs';
import { RedisIoAdapter } from './redis-io.adapter';

type NestIoSocket = Parameters<RedisIoAdapter['bindMessageHandlers']>[0];

/** A socket whose incoming events the test delivers and whose outgoing emits it records. */
function fakeSocket() {
  const emitter = new EventEmitter();
  const deliver = EventEmitter.prototype.emit.bind(emitter);
  const sent: unknown[][] = [];
  emitter.emit = (event: string, ...args: unknown[]) => {
    if (event === 'disconnect') return deliver(event, ...args);
    sent.push([event, ...args]);
    return true;
  };
  return {
    socket: emitter as unknown as NestIoSocket,
    sent,
    receive: (event: string, ...args: unknown[]) => deliver(event, ...args),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RedisIoAdapter message handlers (Nest IoAdapter semantics, plain listeners)', () => {
  const adapter = new RedisIoAdapter(undefined as never, 'redis://unused', 'unused');

  function bind(
    callback: (data: unknown, ack?: unknown) => unknown,
    options: { message?: string; isAckHandledManually?: boolean } = {},
  ) {
    const fake = fakeSocket();
    const handler = {
      message: options.message ?? 'event',
      callback: jest.fn(callback),
      isAckHandledManually: options.isAckHandledManually ?? false,
    } as unknown as MessageMappingProperties & { callback: jest.Mock };
    adapter.bindMessageHandlers(fake.socket, [handler]);
    return { ...fake, callback: handler.callback };
  }

  it('passes the payload and acknowledges with what the handler resolves to', async () => {
    const { receive, callback } = bind(async (data) => ({ echoed: data }));
    const ack = jest.fn();
    receive('event', { content: 'مرحبا' }, ack);
    await settle();
    expect(callback).toHaveBeenCalledWith({ content: 'مرحبا' }, ack);
    expect(ack).toHaveBeenCalledWith({ echoed: { content: 'مرحبا' } });
  });

  it('takes a lone function as the acknowledgement and several arguments as an array', async () => {
    const { receive, callback } = bind(async () => 'ok');
    const ack = jest.fn();
    receive('event', ack);
    receive('event', 1, 2, ack);
    receive('event', 1, 2);
    await settle();
    expect(callback.mock.calls).toEqual([
      [undefined, ack],
      [[1, 2], ack],
      [[1, 2], undefined],
    ]);
    expect(ack).toHaveBeenCalledTimes(2);
  });

  it('emits a { event, data } result instead of acknowledging it', async () => {
    const { receive, sent } = bind(async () => ({ event: 'hud:update', data: { hp: 10 } }));
    const ack = jest.fn();
    receive('event', undefined, ack);
    await settle();
    expect(sent).toEqual([['hud:update', { hp: 10 }]]);
    expect(ack).not.toHaveBeenCalled();
  });

  it('sends nothing for an empty result, and leaves the acknowledgement to an @Ack() handler', async () => {
    const empty = bind(async () => undefined);
    const manual = bind(async () => 'handled', { isAckHandledManually: true });
    const ack = jest.fn();
    empty.receive('event', {}, ack);
    manual.receive('event', {}, ack);
    await settle();
    expect(ack).not.toHaveBeenCalled();
    expect([...empty.sent, ...manual.sent]).toEqual([]);
  });

  it('answers every value of an observable result, and events concurrently', async () => {
    const slow = new Subject<string>();
    const { receive } = bind(async (data) => (data === 'slow' ? slow : of('a', 'b')));
    const ack = jest.fn();
    receive('event', 'slow', ack);
    receive('event', 'fast', ack);
    await settle();
    slow.next('late');
    expect(ack.mock.calls).toEqual([['a'], ['b'], ['late']]);
  });

  it('drops a result still pending when the socket disconnects', async () => {
    const pending = new Subject<string>();
    const { receive } = bind(async () => pending);
    const ack = jest.fn();
    receive('event', {}, ack);
    await settle();
    receive('disconnect', 'client namespace disconnect');
    pending.next('too late');
    expect(ack).not.toHaveBeenCalled();
    expect(pending.observed).toBe(false);
  });

  it('logs a result that fails and keeps handling later events', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const { receive } = bind(async () => (++calls === 1 ? throwError(() => new Error('boom')) : 'ok'));
    const ack = jest.fn();
    receive('event', {}, ack);
    receive('event', {}, ack);
    await settle();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(ack).toHaveBeenCalledWith('ok');
    logged.mockRestore();
  });
});
