import { screen, within } from '@testing-library/react';
import type { GangDto } from '../../api/generated/model/gangDto';
import type { GangRank } from '../../api/generated/model/gangRank';
import { renderWithRouter } from '../../test/render-with-router';
import { GangMembersCard } from './GangMembersCard';

const RANKS: GangRank[] = ['BOSS', 'WAZIR', 'NAIB', 'MUSHREF', 'AUDW'];

/** A gang with one member of every rank, user ids and names equal to the rank in lower case. */
function fullGang(): GangDto {
  return {
    id: 4,
    name: 'الصقور',
    description: '',
    board: '',
    money: 0,
    maxMembers: 20,
    memberCount: RANKS.length,
    totalFame: 0,
    createdAt: '2026-11-24T00:00:00.000Z',
    GangMembers: RANKS.map((role, i) => ({
      id: i + 1,
      userId: role.toLowerCase(),
      role,
      User: {
        id: role.toLowerCase(),
        username: role.toLowerCase(),
        avatarUrl: null,
        isVip: false,
        isAdmin: false,
        isOnline: i % 2 === 0,
        Character: { fame: 10, level: 10 },
      },
    })),
  };
}

function rowOf(username: string) {
  return within(screen.getAllByTestId('gang-member').find((row) => row.dataset.username === username)!);
}

async function renderAs(rank: GangRank) {
  renderWithRouter(<GangMembersCard gang={fullGang()} viewerId={rank.toLowerCase()} viewerRank={rank} />);
  await screen.findByText('الأعضاء (٥/٢٠)');
}

describe('GangMembersCard (spec 001 sections 2.1 and 6)', () => {
  it('titles the list "الأعضاء (n/max)" and shows every member’s rank and online status', async () => {
    await renderAs('AUDW');
    expect(screen.getAllByTestId('rank-badge').map((badge) => badge.dataset.rank)).toEqual(RANKS);
    expect(rowOf('boss').getByTestId('online-dot').dataset.online).toBe('true');
    expect(rowOf('wazir').getByTestId('online-dot').dataset.online).toBe('false');
  });

  it('gives the boss a role dropdown of AUDW, MUSHREF, NAIB, WAZIR on others and a kick on everyone else', async () => {
    await renderAs('BOSS');
    expect(rowOf('boss').queryByTestId('role-select')).toBeNull();
    expect(rowOf('boss').queryByRole('button', { name: 'طرد' })).toBeNull();
    const options = within(rowOf('naib').getByTestId('role-select')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      'AUDW',
      'MUSHREF',
      'NAIB',
      'WAZIR',
    ]);
    for (const name of ['wazir', 'naib', 'mushref', 'audw'])
      expect(rowOf(name).getByRole('button', { name: 'طرد' })).toBeTruthy();
  });

  it('lets a NAIB kick only MUSHREF and AUDW, without any role dropdown', async () => {
    await renderAs('NAIB');
    expect(screen.queryAllByTestId('role-select')).toHaveLength(0);
    const kickable = screen
      .getAllByTestId('gang-member')
      .filter((row) => within(row).queryByRole('button', { name: 'طرد' }))
      .map((row) => row.dataset.username);
    expect(kickable).toEqual(['mushref', 'audw']);
  });

  it('shows an AUDW no kick button and no dropdown', async () => {
    await renderAs('AUDW');
    expect(screen.queryAllByRole('button', { name: 'طرد' })).toHaveLength(0);
    expect(screen.queryAllByTestId('role-select')).toHaveLength(0);
  });
});
