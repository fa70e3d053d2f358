import { answer, calls, resetFakeApi } from '../../../test/fake-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../../../test/render-with-router';
import { AdminSpecialItemsSection } from './AdminSpecialItemsSection';

const ITEM = {
  id: 3,
  name: 'جرعة',
  description: 'تعيد صحتك',
  type: 'HEALTH_POTION',
  effect: { health: 'max', energy: 0, experience: 0, duration: 0 },
  price: 5,
  currency: 'blackcoin',
  levelRequired: 1,
  imageUrl: '',
  isAvailable: true,
  isActive: false,
};

/** Issue 31 point 12: the availability and active toggles are switches, not status badges. */
describe('AdminSpecialItemsSection toggles', () => {
  beforeEach(() => resetFakeApi());

  it('shows each flag as a named switch with its state, and flips it with a click', async () => {
    answer('/api/special-items/admin', 200, [ITEM]);
    answer('/api/special-items/admin/3', 200, { ...ITEM, isActive: true });
    renderWithRouter(<AdminSpecialItemsSection />);
    const available = await screen.findByRole('switch', { name: 'متاح' }, { timeout: 5000 });
    const active = screen.getByRole('switch', { name: 'مفعل' });
    expect(available.getAttribute('aria-checked')).toBe('true');
    expect(active.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(active);
    await waitFor(() => expect(calls).toContain('/api/special-items/admin/3'));
  });
});
