import {
  ASSIGNABLE_GANG_RANKS,
  canChangeRole,
  canKick,
  GANG_RANKS,
  gangNameKey,
  GangRank,
  mayPerform,
  splitTreasury,
} from './gangs.rules';

const { BOSS, WAZIR, NAIB, MUSHREF, AUDW } = GangRank;

describe('gang rules (spec 001 sections 4 and 6)', () => {
  it('lets BOSS kick anyone but a BOSS, WAZIR kick NAIB/MUSHREF/AUDW, NAIB kick MUSHREF/AUDW, nobody else', () => {
    const allowed = GANG_RANKS.flatMap((actor) =>
      GANG_RANKS.filter((target) => canKick(actor, target, false)).map((target) => `${actor}>${target}`),
    );
    expect(allowed).toEqual([
      'BOSS>WAZIR',
      'BOSS>NAIB',
      'BOSS>MUSHREF',
      'BOSS>AUDW',
      'WAZIR>NAIB',
      'WAZIR>MUSHREF',
      'WAZIR>AUDW',
      'NAIB>MUSHREF',
      'NAIB>AUDW',
    ]);
  });

  it('never lets a member kick themselves', () => {
    for (const rank of GANG_RANKS) expect(canKick(rank, AUDW, true)).toBe(false);
  });

  it('lets only the boss change roles, never on themselves and never to BOSS', () => {
    for (const role of ASSIGNABLE_GANG_RANKS) expect(canChangeRole(BOSS, role, false)).toBe(true);
    expect(canChangeRole(BOSS, BOSS, false)).toBe(false);
    expect(canChangeRole(BOSS, WAZIR, true)).toBe(false);
    for (const actor of [WAZIR, NAIB, MUSHREF, AUDW]) expect(canChangeRole(actor, AUDW, false)).toBe(false);
  });

  it('gives the board and treasury transfers to BOSS and WAZIR, requests to BOSS, WAZIR and NAIB', () => {
    const who = (action: Parameters<typeof mayPerform>[1]) =>
      GANG_RANKS.filter((rank) => mayPerform(rank, action));
    expect(who('editBoard')).toEqual([BOSS, WAZIR]);
    expect(who('transferMoney')).toEqual([BOSS, WAZIR]);
    expect(who('handleRequests')).toEqual([BOSS, WAZIR, NAIB]);
    expect(who('contribute')).toEqual(GANG_RANKS);
    for (const action of ['changeRole', 'transferLeadership', 'editInfo', 'deleteGang'] as const)
      expect(who(action)).toEqual([BOSS]);
  });
});

describe('splitTreasury (DESIGN.md section 6)', () => {
  it('splits equally and gives the remainder to the boss', () => {
    expect([...splitTreasury(1003, ['a', 'boss', 'c'], 'boss')]).toEqual([
      ['a', 334],
      ['boss', 335],
      ['c', 334],
    ]);
  });

  it('pays only the boss when the treasury is smaller than the member count', () => {
    expect([...splitTreasury(2, ['a', 'boss', 'c'], 'boss')]).toEqual([['boss', 2]]);
  });

  it('pays nothing from an empty treasury', () => {
    expect(splitTreasury(0, ['boss'], 'boss').size).toBe(0);
  });
});

describe('gangNameKey', () => {
  it('folds case and Arabic letter variants, diacritics and tatweel', () => {
    expect(gangNameKey('  Black  Hand ')).toBe(gangNameKey('black hand'));
    expect(gangNameKey('أُسُود')).toBe(gangNameKey('اسود'));
    expect(gangNameKey('عصابـــة')).toBe(gangNameKey('عصابه'));
    expect(gangNameKey('الذ\u200Bئاب\u200F')).toBe(gangNameKey('الذئاب'));
  });

  it('keeps different names apart', () => {
    expect(gangNameKey('الذئاب')).not.toBe(gangNameKey('الصقور'));
  });
});
