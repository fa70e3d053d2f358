import { DEFAULT_GAME_CONSTANTS } from '../../game/constants';
import { currentStay, stayEnding } from './confinement.rules';

const now = new Date('2026-11-21T12:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('confinement pricing', () => {
  it('charges one blackcoin per started remaining minute', () => {
    expect(stayEnding('jail', at(61), now, DEFAULT_GAME_CONSTANTS)).toMatchObject({
      remainingSeconds: 61,
      cost: 2,
    });
    expect(stayEnding('jail', at(60), now, DEFAULT_GAME_CONSTANTS)).toMatchObject({
      remainingSeconds: 60,
      cost: 1,
    });
    expect(stayEnding('hospital', at(0.2), now, DEFAULT_GAME_CONSTANTS)).toMatchObject({
      remainingSeconds: 1,
      cost: 1,
    });
  });

  it('treats a stay whose end has passed as over, whatever the release job did', () => {
    expect(stayEnding('jail', now, now, DEFAULT_GAME_CONSTANTS)).toBeNull();
    expect(currentStay({ hospitalUntil: at(-5), jailUntil: null }, now, DEFAULT_GAME_CONSTANTS)).toBeNull();
  });

  it('reports hospital first when both stays run', () => {
    expect(
      currentStay({ hospitalUntil: at(30), jailUntil: at(600) }, now, DEFAULT_GAME_CONSTANTS)?.type,
    ).toBe('hospital');
    expect(
      currentStay({ hospitalUntil: null, jailUntil: at(600) }, now, DEFAULT_GAME_CONSTANTS),
    ).toMatchObject({ type: 'jail', cost: 10 });
  });
});
