import { toast } from '../lib/toast';
import { fakeSocket } from '../test/fake-socket';
import { ACK_TIMEOUT_MS } from './acknowledged';
import { DISCONNECTED, setConnectionState } from './connection-state';
import type { GameSocket } from './socket';
import { overSocketOrRest } from './socket-or-rest';

let current: GameSocket | null = null;
jest.mock('./socket', () => ({ getSocket: () => current }));
jest.mock('../lib/toast', () => ({ toast: { error: jest.fn() } }));

/** A connected, authenticated fake socket whose acknowledgements the test answers. */
function liveSocket() {
  const fake = fakeSocket();
  (fake.socket as unknown as { connected: boolean }).connected = true;
  current = fake.socket;
  setConnectionState({ connected: true, authenticated: true });
  const answer = (result: unknown) => (fake.calls.at(-1)?.args.at(-1) as (r: unknown) => void)(result);
  return { ...fake, answer };
}

const send = (socket: GameSocket, ack: (result: unknown) => void) =>
  socket.emit('crime:request', { crimeId: 4 }, ack);

describe('overSocketOrRest', () => {
  afterEach(() => {
    current = null;
    setConnectionState(DISCONNECTED);
    jest.useRealTimers();
    jest.mocked(toast.error).mockClear();
  });

  it('sends over the authenticated socket and resolves with the acknowledgement, without REST', async () => {
    const { calls, answer } = liveSocket();
    const rest = jest.fn();
    const result = overSocketOrRest(send, rest);
    expect(calls.map((c) => [c.event, c.args[0]])).toEqual([['crime:request', { crimeId: 4 }]]);
    answer({ success: true, moneyGained: 50 });
    await expect(result).resolves.toEqual({ success: true, moneyGained: 50 });
    expect(rest).not.toHaveBeenCalled();
  });

  it('rejects with the error body and shows the confinement toast for a hospital or jail refusal', async () => {
    const { answer } = liveSocket();
    const jail = {
      statusCode: 403,
      code: 'IN_JAIL',
      error: 'أنت في السجن',
      message: 'أنت في السجن',
      type: 'jail',
      remainingSeconds: 60,
      cost: 500,
    };
    const result = overSocketOrRest(send, jest.fn());
    answer(jail);
    await expect(result).rejects.toEqual(jail);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(jest.mocked(toast.error).mock.calls[0][1]).toMatchObject({
      id: 'confinement',
      position: 'top-center',
    });
  });

  it('rejects other refusals without the confinement toast', async () => {
    const { answer } = liveSocket();
    const energy = { statusCode: 400, code: 'NOT_ENOUGH_ENERGY', error: 'لا توجد طاقة كافية', message: 'x' };
    const result = overSocketOrRest(send, jest.fn());
    answer(energy);
    await expect(result).rejects.toEqual(energy);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('ends as the offline error when no acknowledgement comes within 10 s', async () => {
    jest.useFakeTimers();
    liveSocket();
    const result = overSocketOrRest(send, jest.fn());
    jest.advanceTimersByTime(ACK_TIMEOUT_MS);
    await expect(result).rejects.toMatchObject({ code: 'OFFLINE', statusCode: 0 });
  });

  it('uses the REST call while the socket is connected but not yet authenticated, or absent', async () => {
    const { calls } = liveSocket();
    setConnectionState({ authenticated: false });
    const rest = jest.fn().mockResolvedValue({ via: 'rest' });
    await expect(overSocketOrRest(send, rest)).resolves.toEqual({ via: 'rest' });
    current = null;
    await expect(overSocketOrRest(send, rest)).resolves.toEqual({ via: 'rest' });
    expect(rest).toHaveBeenCalledTimes(2);
    expect(calls).toEqual([]);
  });
});
