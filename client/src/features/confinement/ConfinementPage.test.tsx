import { screen } from '@testing-library/react';
import type { ConfinementStateDto } from '../../api/generated/model/confinementStateDto';
import type { ConfinedPlayersDto } from '../../api/generated/model/confinedPlayersDto';
import { renderWithRouter } from '../../test/render-with-router';
import { ConfinementPage } from './ConfinementPage';

let state: ConfinementStateDto;
let inmates: ConfinedPlayersDto;

const query = <T,>(data: T) => ({ data, dataUpdatedAt: Date.now(), isPending: false, isError: false });

jest.mock('../../api/generated/confinement/confinement', () => ({
  getGetConfinementQueryKey: () => ['/api/confinement'],
  getGetHospitalPatientsQueryKey: () => ['/api/hospital'],
  getGetJailInmatesQueryKey: () => ['/api/jail'],
  useGetConfinement: () => query(state),
  useGetHospitalPatients: () => query({ players: [] }),
  useGetJailInmates: () => query(inmates),
  useReleaseEarly: () => ({ mutate: jest.fn(), isPending: false }),
}));
jest.mock('../../api/generated/character/character', () => ({
  useGetHud: () => ({ data: { blackcoins: 3 } }),
}));
jest.mock('../../auth/use-session', () => ({ useSession: () => ({ user: { id: 'me' } }) }));

function stateFactory(jail: Partial<ConfinementStateDto['jail']> = {}): ConfinementStateDto {
  return {
    hospital: { inHospital: false, until: null, remainingSeconds: 0, cost: 0 },
    jail: { inJail: false, until: null, remainingSeconds: 0, cost: 0, ...jail },
  };
}

describe('ConfinementPage', () => {
  it('says so when the player is not in jail, and that nobody is inside', async () => {
    state = stateFactory();
    inmates = { players: [] };
    renderWithRouter(<ConfinementPage type="jail" />);
    expect((await screen.findByTestId('confinement-free')).textContent).toContain('أنت لست في السجن');
    expect(screen.getByTestId('confined-empty').textContent).toBe('لا يوجد سجناء حالياً');
    expect(screen.queryByTestId('release-early')).toBeNull();
  });

  it("shows the stay's countdown, the exact release cost and who is inside", async () => {
    const until = new Date(Date.now() + 125_000).toISOString();
    state = stateFactory({ inJail: true, until, remainingSeconds: 125, cost: 3 });
    inmates = {
      players: [
        { userId: 'me', username: 'أنا', level: 4, remainingSeconds: 125, until },
        { userId: 'x', username: 'سالم', level: 9, remainingSeconds: 61, until },
      ],
    };
    renderWithRouter(<ConfinementPage type="jail" />);
    expect((await screen.findByTestId('confinement-countdown')).textContent).toBe('٢:٠٥');
    expect(screen.getByTestId('release-early').textContent).toContain('ادفع الكفالة: ٣ عملة سوداء');
    const rows = screen.getAllByTestId('confined-player');
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toContain('سالم');
    expect(rows[1].textContent).toContain('المستوى ٩');
    expect(rows[1].textContent).toContain('١:٠١');
  });
});
