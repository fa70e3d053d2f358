import { DEFAULT_GAME_CONSTANTS } from './constants';
import {
  ArmedFighter,
  fightExperience,
  fightMoney,
  hitDamage,
  MAX_FIGHT_ROUNDS,
  resolveCombat,
  resolveContractFight,
  resolveFight,
  vipSplit,
} from './fight.rules';
import { damageRange, effectiveStats } from './stats.rules';

function fighterFactory(overrides: Partial<ArmedFighter> = {}): ArmedFighter {
  const stats = effectiveStats(overrides.level ?? 10);
  return {
    id: 'attacker',
    name: 'أحمد',
    level: 10,
    hp: stats.maxHp,
    maxHp: stats.maxHp,
    fame: stats.fame,
    defense: stats.defense,
    isVip: false,
    money: 1000,
    ...overrides,
  };
}

const attacker = (overrides: Partial<ArmedFighter> = {}) => fighterFactory(overrides);
const defender = (overrides: Partial<ArmedFighter> = {}) =>
  fighterFactory({ id: 'defender', name: 'خالد', ...overrides });
const always = (value: number) => () => value;
/** Reads back a number the log wrote in ar-EG digits ('١٬٠٠٠' -> 1000). */
const arabicNumber = (text: string) =>
  Number(text.replace(/٬/g, '').replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660)));

describe('fight damage', () => {
  it('stays inside the damage range of the hitter fame when the target has no defense', () => {
    const { min, max } = damageRange(20_000);
    for (const draw of [0, 0.1, 0.5, 0.999999]) {
      const damage = hitDamage(20_000, 0, draw);
      expect(damage).toBeGreaterThanOrEqual(min);
      expect(damage).toBeLessThanOrEqual(max);
    }
    expect(hitDamage(20_000, 0, 0)).toBe(min);
    expect(hitDamage(20_000, 0, 0.999999)).toBe(max);
  });

  it('is reduced by the target defense as 100 / (100 + defense)', () => {
    expect(hitDamage(20_000, 0, 0)).toBe(1000);
    expect(hitDamage(20_000, 100, 0)).toBe(500);
    expect(hitDamage(20_000, 300, 0)).toBe(250);
  });

  it('deals at least 1', () => {
    expect(hitDamage(0, 1_000_000, 0)).toBe(1);
  });

  it('keeps every logged hit of a whole fight in the defense-scaled range', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const a = attacker({ hp: 1_000_000, maxHp: 1_000_000 });
    const d = defender({ hp: 1_000_000, maxHp: 1_000_000, defense: 50 });
    const combat = resolveCombat(a, d, random);
    const { min, max } = damageRange(a.fame);
    const hits = combat.log
      .filter((line) => line.includes(`${a.name} يضرب`))
      .map((line) => arabicNumber(/ويسبب ([٠-٩٬]+) ضرراً/.exec(line)![1]));
    expect(hits).toHaveLength(MAX_FIGHT_ROUNDS);
    for (const hit of hits) {
      expect(hit).toBeGreaterThanOrEqual(Math.floor((min * 100) / 150));
      expect(hit).toBeLessThanOrEqual(Math.floor((max * 100) / 150));
    }
  });
});

describe('fight rounds', () => {
  it('lets the attacker strike first and ends when a side reaches 0 HP', () => {
    const combat = resolveCombat(
      attacker({ fame: 20_000, defense: 0 }),
      defender({ hp: 900, defense: 0 }),
      always(0),
    );
    expect(combat).toMatchObject({
      isAttackerWinner: true,
      rounds: 1,
      attackerDamage: 1000,
      defenderDamage: 0,
      defenderFinalHp: 0,
    });
    expect(combat.log[0]).toBe('الجولة ١: أحمد يضرب خالد ويسبب ١٬٠٠٠ ضرراً');
    expect(combat.narrative).toBe('انتصر أحمد على خالد بالضربة القاضية بعد جولة واحدة');
  });

  it('formats the numbers of the log in ar-EG and leaves the names as they are', () => {
    const combat = resolveCombat(
      attacker({ name: 'player123', fame: 100, defense: 0 }),
      defender({ name: 'x_2024', fame: 100, defense: 0, hp: 5, maxHp: 5 }),
      always(0),
    );
    expect(combat.log).toEqual(['الجولة ١: player123 يضرب x_2024 ويسبب ٥ ضرراً', 'الفائز: player123']);
    expect(combat.narrative).toBe('انتصر player123 على x_2024 بالضربة القاضية بعد جولة واحدة');
  });

  it('alternates hits inside a round, attacker then defender', () => {
    const combat = resolveCombat(
      attacker({ fame: 100, defense: 0, hp: 10, maxHp: 10 }),
      defender({ fame: 100, defense: 0, hp: 12, maxHp: 12 }),
      always(0),
    );
    // damageRange(100).min = 5: attacker 5 (def 7), defender 5 (att 5), attacker 5 (def 2), defender 5 (att 0).
    expect(combat.log.slice(0, 4)).toEqual([
      'الجولة ١: أحمد يضرب خالد ويسبب ٥ ضرراً',
      'الجولة ١: خالد يضرب أحمد ويسبب ٥ ضرراً',
      'الجولة ٢: أحمد يضرب خالد ويسبب ٥ ضرراً',
      'الجولة ٢: خالد يضرب أحمد ويسبب ٥ ضرراً',
    ]);
    expect(combat).toMatchObject({
      isAttackerWinner: false,
      rounds: 2,
      attackerFinalHp: 0,
      defenderFinalHp: 2,
      totalDamage: 20,
    });
  });

  it('stops after 20 rounds and lets the lower HP share lose', () => {
    // Both deal 5 per hit for 20 rounds (100 each): the attacker keeps 900/2000 (45%), the defender 200/300 (67%).
    const combat = resolveCombat(
      attacker({ fame: 100, defense: 0, hp: 1000, maxHp: 2000 }),
      defender({ fame: 100, defense: 0, hp: 300, maxHp: 300 }),
      always(0),
    );
    expect(combat.rounds).toBe(MAX_FIGHT_ROUNDS);
    expect(combat.attackerFinalHp).toBe(900); // 45% of max
    expect(combat.defenderFinalHp).toBe(200); // 66% of max
    expect(combat.isAttackerWinner).toBe(false);
    expect(combat.narrative).toBe('انتهت ٢٠ جولة وفاز خالد على أحمد بفارق الصحة');
  });

  it('gives the win to the attacker after 20 rounds when the defender holds the lower HP share', () => {
    const combat = resolveCombat(
      attacker({ fame: 100, defense: 0, hp: 300, maxHp: 300 }),
      defender({ fame: 100, defense: 0, hp: 1000, maxHp: 2000 }),
      always(0),
    );
    expect(combat.rounds).toBe(MAX_FIGHT_ROUNDS);
    expect(combat.isAttackerWinner).toBe(true);
  });

  it('gives an equal HP share after 20 rounds to the defender', () => {
    const combat = resolveCombat(
      attacker({ fame: 100, defense: 0, hp: 1000, maxHp: 1000 }),
      defender({ fame: 100, defense: 0, hp: 1000, maxHp: 1000 }),
      always(0),
    );
    expect(combat.isAttackerWinner).toBe(false);
  });
});

describe('fight experience', () => {
  it('gives a winning attacker 20 + 5 × defender level and the defender nothing', () => {
    expect(fightExperience({ level: 7, isVip: false }, { level: 12, isVip: false }, true)).toEqual({
      attackerXpGain: 80,
      defenderXpGain: 0,
    });
  });

  it('gives a losing attacker 5 and the defender 10 + 2 × attacker level', () => {
    expect(fightExperience({ level: 7, isVip: false }, { level: 12, isVip: false }, false)).toEqual({
      attackerXpGain: 5,
      defenderXpGain: 24,
    });
  });

  it('multiplies a VIP experience gain by 1.5, rounded down', () => {
    expect(fightExperience({ level: 7, isVip: true }, { level: 12, isVip: true }, false)).toEqual({
      attackerXpGain: 7,
      defenderXpGain: 36,
    });
    expect(fightExperience({ level: 7, isVip: true }, { level: 12, isVip: false }, true).attackerXpGain).toBe(
      120,
    );
  });
});

describe('fight money', () => {
  const base = { attackerMoney: 1000, defenderMoney: 5000, attackerIsVip: false, defenderIsVip: false };

  it('lets a winning attacker take 10% of the defender cash', () => {
    expect(fightMoney({ ...base, isAttackerWinner: true })).toEqual({
      amountStolen: 500,
      attackerMoneyLost: 0,
    });
  });

  it('makes a losing attacker pay 5% of their cash to the defender', () => {
    expect(fightMoney({ ...base, isAttackerWinner: false })).toEqual({
      amountStolen: 0,
      attackerMoneyLost: 50,
    });
  });

  it('multiplies a VIP money gain by 1.5 and the display split gives back base and 50% extra', () => {
    const won = fightMoney({ ...base, isAttackerWinner: true, attackerIsVip: true });
    expect(won.amountStolen).toBe(750);
    expect(vipSplit(won.amountStolen)).toEqual({ base: 500, vipExtra: 250 });
    const defended = fightMoney({ ...base, isAttackerWinner: false, defenderIsVip: true });
    expect(defended.attackerMoneyLost).toBe(75);
    expect(vipSplit(defended.attackerMoneyLost)).toEqual({ base: 50, vipExtra: 25 });
  });

  it('rounds down and moves nothing from an empty purse', () => {
    expect(fightMoney({ ...base, defenderMoney: 19, isAttackerWinner: true }).amountStolen).toBe(1);
    expect(fightMoney({ ...base, defenderMoney: 0, isAttackerWinner: true }).amountStolen).toBe(0);
    expect(fightMoney({ ...base, attackerMoney: 0, isAttackerWinner: false }).attackerMoneyLost).toBe(0);
  });
});

describe('a whole fight', () => {
  it('outputs every field of the spec fight result', () => {
    const outcome = resolveFight(
      attacker({ fame: 20_000 }),
      defender({ hp: 500, money: 4000, isVip: true }),
      always(0),
    );
    expect(outcome).toMatchObject({
      winner: 'attacker',
      attackerId: 'attacker',
      isAttackerWinner: true,
      rounds: 1,
      amountStolen: 400,
      attackerMoneyGained: 400,
      attackerMoneyLost: 0,
      xpGain: 70,
      attackerXpGain: 70,
      defenderXpGain: 0,
      isVIP: false,
      attackerIsVIP: false,
      defenderIsVIP: true,
      defenderFinalHp: 0,
    });
    for (const field of [
      'totalDamage',
      'attackerDamage',
      'defenderDamage',
      'log',
      'attackerFinalHp',
      'narrative',
    ]) {
      expect(outcome).toHaveProperty(field);
    }
  });

  it('sends the loser to hospital for 20 minutes', () => {
    const won = resolveFight(attacker({ fame: 20_000 }), defender({ hp: 500 }), always(0));
    expect(won.hospital).toEqual({ attacker: false, defender: true, minutes: 20 });
    const lost = resolveFight(
      attacker({ hp: 1, defense: 0 }),
      defender({ fame: 100, hp: 1_000_000, maxHp: 1_000_000 }),
      always(0),
    );
    expect(lost.isAttackerWinner).toBe(false);
    expect(lost.hospital).toEqual({ attacker: true, defender: false, minutes: 20 });
  });

  it('uses the fight hospital minutes of the constants', () => {
    const outcome = resolveFight(attacker({ fame: 20_000 }), defender({ hp: 1 }), always(0), {
      ...DEFAULT_GAME_CONSTANTS,
      fightHospitalMinutes: 3,
    });
    expect(outcome.hospital.minutes).toBe(3);
  });
});

describe('a blood contract fight', () => {
  it('sends the target to hospital for 30 minutes when the assassin wins, with no money fields', () => {
    const outcome = resolveContractFight(attacker({ fame: 20_000 }), defender({ hp: 1 }), always(0));
    expect(outcome.confinement).toEqual({ who: 'target', kind: 'hospital', minutes: 30 });
    expect(outcome).not.toHaveProperty('amountStolen');
    expect(outcome).not.toHaveProperty('attackerMoneyLost');
  });

  it('sends the assassin to jail for 30 minutes when the assassin loses', () => {
    const outcome = resolveContractFight(
      attacker({ hp: 1, defense: 0 }),
      defender({ fame: 20_000 }),
      always(0),
    );
    expect(outcome.isAttackerWinner).toBe(false);
    expect(outcome.confinement).toEqual({ who: 'assassin', kind: 'jail', minutes: 30 });
  });
});
