import type { GangDto } from '../../api/generated/model/gangDto';
import type { GangMemberDto } from '../../api/generated/model/gangMemberDto';
import { GangRank } from '../../api/generated/model/gangRank';
import {
  ASSIGNABLE_RANKS,
  canKick,
  leadershipCandidates,
  membershipIn,
  parseGangAmount,
  rightsOf,
  showsRoleDropdown,
  sortMembers,
} from './gang-rules';

const { BOSS, WAZIR, NAIB, MUSHREF, AUDW } = GangRank;
const ALL = [BOSS, WAZIR, NAIB, MUSHREF, AUDW];

function member(userId: string, role: GangRank, username = userId): GangMemberDto {
  return {
    id: userId.length,
    userId,
    role,
    User: {
      id: userId,
      username,
      avatarUrl: null,
      isVip: false,
      isAdmin: false,
      isOnline: false,
      Character: { fame: 100, level: 10 },
    },
  };
}

function gangOf(members: GangMemberDto[]): GangDto {
  return {
    id: 1,
    name: 'الذئاب',
    description: '',
    board: '',
    money: 0,
    maxMembers: 20,
    memberCount: members.length,
    totalFame: members.length * 100,
    createdAt: '2026-11-24T00:00:00.000Z',
    GangMembers: members,
  };
}

describe('gang rights (spec 001 section 6)', () => {
  it('lets every member donate and a visitor nothing', () => {
    for (const rank of ALL) expect(rightsOf(rank).donate).toBe(true);
    expect(Object.values(rightsOf(null)).some(Boolean)).toBe(false);
  });

  it('shows the board editor and the treasury transfer to BOSS and WAZIR only', () => {
    const allowed = ALL.filter((rank) => rightsOf(rank).editBoard);
    expect(allowed).toEqual([BOSS, WAZIR]);
    expect(ALL.filter((rank) => rightsOf(rank).transferMoney)).toEqual([BOSS, WAZIR]);
  });

  it('shows the join requests to BOSS, WAZIR and NAIB', () => {
    expect(ALL.filter((rank) => rightsOf(rank).handleRequests)).toEqual([BOSS, WAZIR, NAIB]);
  });

  it('keeps roles, leadership, gang info and deletion to the boss', () => {
    for (const right of ['changeRoles', 'transferLeadership', 'editInfo', 'deleteGang'] as const) {
      expect(ALL.filter((rank) => rightsOf(rank)[right])).toEqual([BOSS]);
    }
  });
});

describe('the kick matrix (spec 001 section 6)', () => {
  const kickable = (actor: GangRank) => ALL.filter((target) => canKick(actor, target, false));

  it('lets BOSS kick anyone but a BOSS, WAZIR kick NAIB and below, NAIB kick MUSHREF and AUDW', () => {
    expect(kickable(BOSS)).toEqual([WAZIR, NAIB, MUSHREF, AUDW]);
    expect(kickable(WAZIR)).toEqual([NAIB, MUSHREF, AUDW]);
    expect(kickable(NAIB)).toEqual([MUSHREF, AUDW]);
    expect(kickable(MUSHREF)).toEqual([]);
    expect(kickable(AUDW)).toEqual([]);
  });

  it('never shows a kick button on oneself or to a visitor', () => {
    for (const rank of ALL) expect(canKick(rank, AUDW, true)).toBe(false);
    expect(canKick(null, AUDW, false)).toBe(false);
  });
});

describe('the role dropdown (spec 001 sections 4 and 6)', () => {
  it('offers only AUDW, MUSHREF, NAIB and WAZIR, never BOSS', () => {
    expect(ASSIGNABLE_RANKS).toEqual([AUDW, MUSHREF, NAIB, WAZIR]);
  });

  it('is shown only to the boss and never for oneself', () => {
    expect(ALL.filter((rank) => showsRoleDropdown(rank, false))).toEqual([BOSS]);
    expect(showsRoleDropdown(BOSS, true)).toBe(false);
    expect(showsRoleDropdown(null, false)).toBe(false);
  });
});

describe('amounts (spec 001 section 5)', () => {
  it('accepts whole amounts above 0, with Arabic digits and separators', () => {
    expect(parseGangAmount('1500')).toBe(1500);
    expect(parseGangAmount(' ١٬٠٠٠ ')).toBe(1000);
    expect(parseGangAmount('2,500')).toBe(2500);
  });

  it('refuses 0, negatives, fractions and words', () => {
    for (const text of ['', '0', '-5', '1.5', 'abc', '10e3']) expect(parseGangAmount(text)).toBeNull();
  });
});

describe('members', () => {
  const gang = gangOf([
    member('a', AUDW, 'zed'),
    member('b', BOSS),
    member('c', NAIB),
    member('d', AUDW, 'amr'),
  ]);

  it('lists members highest rank first, then by name', () => {
    expect(sortMembers(gang.GangMembers).map((m) => m.userId)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('finds the viewer in the gang, or null for a visitor', () => {
    expect(membershipIn(gang, 'c')?.role).toBe(NAIB);
    expect(membershipIn(gang, 'x')).toBeNull();
  });

  it('never offers the current user as the new leader (spec 001 section 5)', () => {
    expect(leadershipCandidates(gang, 'b').map((m) => m.userId)).toEqual(['c', 'd', 'a']);
  });
});
