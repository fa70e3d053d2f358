import { errorText } from '../../api/error-text';
import { FIGHT_WORDING } from './error-wording';
import { attackPlayer } from '../../api/generated/fight/fight';
import { arPvp } from '../../i18n/ar-pvp';
import { DISCONNECTED, setConnectionState } from '../../realtime/connection-state';
import type { GameSocket } from '../../realtime/socket';
import { fakeSocket } from '../../test/fake-socket';
import { startFight } from './start-fight';

let current: GameSocket | null = null;
jest.mock('../../realtime/socket', () => ({ getSocket: () => current }));
jest.mock('../../api/generated/fight/fight', () => ({ attackPlayer: jest.fn() }));
jest.mock('../../lib/toast', () => ({ toast: { error: jest.fn() } }));

const TARGET = '3f1c2b9a-0d4e-4f6a-9b8c-7d6e5f4a3b2c';

function connect() {
  const fake = fakeSocket();
  (fake.socket as unknown as { connected: boolean }).connected = true;
  current = fake.socket;
  setConnectionState({ connected: true, authenticated: true });
  return fake;
}

describe('startFight', () => {
  afterEach(() => {
    current = null;
    setConnectionState(DISCONNECTED);
    jest.mocked(attackPlayer).mockReset();
  });

  it('sends requestFight { targetUserId } and resolves with the acknowledged fight result', async () => {
    const { calls } = connect();
    const result = startFight(TARGET);
    expect(calls.map((c) => [c.event, c.args[0]])).toEqual([['requestFight', { targetUserId: TARGET }]]);
    (calls[0].args[1] as (r: unknown) => void)({ fightId: 'f1', isAttackerWinner: true });
    await expect(result).resolves.toEqual({ fightId: 'f1', isAttackerWinner: true });
    expect(attackPlayer).not.toHaveBeenCalled();
  });

  it("rejects with the refusal, which the fight flow words as the spec's hospital sentence", async () => {
    const { calls } = connect();
    const result = startFight(TARGET);
    const hospital = {
      statusCode: 403,
      code: 'IN_HOSPITAL',
      error: 'أنت في المستشفى',
      message: 'أنت في المستشفى',
      type: 'hospital',
      remainingSeconds: 600,
      cost: 100,
    };
    (calls[0].args[1] as (r: unknown) => void)(hospital);
    const error = await result.catch((e: unknown) => e);
    expect(error).toEqual(hospital);
    expect(errorText(error, FIGHT_WORDING)).toBe(arPvp.fightFlow.inHospital);
  });

  it('calls POST /api/fight/{targetUserId} while the socket is down', async () => {
    jest.mocked(attackPlayer).mockResolvedValue({ fightId: 'f2' } as never);
    await expect(startFight(TARGET)).resolves.toEqual({ fightId: 'f2' });
    expect(attackPlayer).toHaveBeenCalledWith(TARGET);
  });
});
