import { commitCrime } from '../../api/generated/crimes/crimes';
import { DISCONNECTED, setConnectionState } from '../../realtime/connection-state';
import type { GameSocket } from '../../realtime/socket';
import { fakeSocket } from '../../test/fake-socket';
import { commitCrimeLive } from './commit-crime';

let current: GameSocket | null = null;
jest.mock('../../realtime/socket', () => ({ getSocket: () => current }));
jest.mock('../../api/generated/crimes/crimes', () => ({ commitCrime: jest.fn() }));

describe('commitCrimeLive', () => {
  afterEach(() => {
    current = null;
    setConnectionState(DISCONNECTED);
    jest.mocked(commitCrime).mockReset();
  });

  it('sends crime:request { crimeId } and resolves with the acknowledged result', async () => {
    const { socket, calls } = fakeSocket();
    (socket as unknown as { connected: boolean }).connected = true;
    current = socket;
    setConnectionState({ connected: true, authenticated: true });
    const result = commitCrimeLive(7);
    expect(calls).toHaveLength(1);
    expect(calls[0].event).toBe('crime:request');
    expect(calls[0].args[0]).toEqual({ crimeId: 7 });
    (calls[0].args[1] as (r: unknown) => void)({ crimeId: 7, success: true });
    await expect(result).resolves.toEqual({ crimeId: 7, success: true });
    expect(commitCrime).not.toHaveBeenCalled();
  });

  it('rejects with the error body the acknowledgement carries', async () => {
    const { socket, calls } = fakeSocket();
    (socket as unknown as { connected: boolean }).connected = true;
    current = socket;
    setConnectionState({ connected: true, authenticated: true });
    const result = commitCrimeLive(7);
    const cooldown = { statusCode: 400, code: 'CRIME_COOLDOWN', error: 'انتظر', message: 'انتظر' };
    (calls[0].args[1] as (r: unknown) => void)(cooldown);
    await expect(result).rejects.toEqual(cooldown);
  });

  it('posts to /api/crimes/{id}/commit while the socket is down', async () => {
    jest.mocked(commitCrime).mockResolvedValue({ crimeId: 9, success: false } as never);
    await expect(commitCrimeLive(9)).resolves.toEqual({ crimeId: 9, success: false });
    expect(commitCrime).toHaveBeenCalledWith(9);
  });
});
