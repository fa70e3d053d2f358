import { Logger, LoggerService } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { GameSocket } from './gateway-options';
import { SocketExceptionFilter } from './socket-exception.filter';
import { keepHandshakeRequestId, socketLogFields } from './socket-log';

describe('what names a socket in an error line', () => {
  it("keeps the handshake's x-request-id on the connection, before its request is dropped", () => {
    const connection = { request: { headers: { 'x-request-id': 'edge-42' } } };
    keepHandshakeRequestId(connection);
    connection.request = null as never;
    const socket = { id: 'sock-1', conn: connection, data: { userId: 'u1' } };
    expect(socketLogFields(socket)).toEqual({ socketId: 'sock-1', reqId: 'edge-42', userId: 'u1' });
  });

  it('names the socket alone when the handshake had no request id and nobody signed in', () => {
    const connection = { request: { headers: {} } };
    keepHandshakeRequestId(connection);
    expect(socketLogFields({ id: 'sock-2', conn: connection, data: {} })).toEqual({ socketId: 'sock-2' });
    expect(socketLogFields({ id: 'sock-3' })).toEqual({ socketId: 'sock-3' });
  });

  it('repeats at most 200 characters of a request id (the header is the client’s to fill)', () => {
    const connection = { request: { headers: { 'x-request-id': 'x'.repeat(5_000) } } };
    keepHandshakeRequestId(connection);
    expect(socketLogFields({ id: 's', conn: connection }).reqId).toHaveLength(200);
  });
});

describe('a socket handler failing with a server error', () => {
  const lines: unknown[][] = [];
  const collector: LoggerService = {
    log: () => undefined,
    warn: () => undefined,
    debug: () => undefined,
    error: (...args: unknown[]) => void lines.push(args),
  };
  beforeAll(() => Logger.overrideLogger(collector));
  afterAll(() => Logger.overrideLogger(false));

  it('is logged with the error, the socket id, the request id and the user, and answered with a 500 body', () => {
    const sent: unknown[][] = [];
    const socket = {
      id: 'sock-9',
      conn: { requestId: 'edge-9' },
      data: { userId: 'u9' },
      emit: (...args: unknown[]) => void sent.push(args),
    } as unknown as GameSocket;
    const ack = jest.fn();
    const host = new ExecutionContextHost([socket, { amount: 1 }, ack]);
    host.setType('ws');
    const failure = new Error('connection terminated unexpectedly');

    new SocketExceptionFilter().catch(failure, host);

    expect(lines.map((args) => args[0])).toEqual([
      { err: failure, socketId: 'sock-9', reqId: 'edge-9', userId: 'u9' },
    ]);
    expect(lines[0].at(-1)).toBe('SocketRequest');
    expect(ack).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 500 }));
  });
});
