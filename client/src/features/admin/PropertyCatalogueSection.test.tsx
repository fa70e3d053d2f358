import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { HouseDto } from '../../api/generated/model/houseDto';
import type { CatalogueFormProps } from './AdminCatalogueSection';
import { PropertyCatalogueSection } from './PropertyCatalogueSection';

jest.mock('../../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const house = (over: Partial<HouseDto>): HouseDto => ({
  id: 1,
  name: 'شقة',
  description: 'صغيرة',
  cost: 1000,
  rarity: 'common',
  imageUrl: '/media/h',
  isActive: true,
  defenseBonus: 2,
  hpBonus: 50,
  type: 'apartment',
  capacity: 1,
  currency: 'money',
  ...over,
});

const HOUSES = [
  house({ id: 1, name: 'شقة' }),
  house({ id: 2, name: 'فيلا', rarity: 'legend', currency: 'blackcoins', type: 'mansion', isActive: false }),
  house({ id: 3, name: 'بيت', rarity: 'rare' }),
];

const mutation = () => ({ mutate: jest.fn(), isPending: false });

function NoForm(props: CatalogueFormProps<{ name: string }>) {
  return <button onClick={props.onCancel}>form</button>;
}

function renderHouses({ viewToggle = true, items = HOUSES } = {}) {
  const toggleStatus = mutation();
  const remove = mutation();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PropertyCatalogueSection
        testIds={{ section: 'section', total: 'total', enabled: 'active', add: 'add' }}
        texts={{
          add: 'إضافة منزل',
          total: 'إجمالي المنازل',
          enabled: 'المنازل النشطة',
          empty: 'لا توجد منازل بعد',
          createFirst: 'أضف أول منزل',
          sorts: {},
          created: 'c',
          updated: 'u',
          deleted: 'd',
          toggled: 'تم تحديث حالة المنزل بنجاح!',
          createFailed: 'cf',
          updateFailed: 'uf',
          deleteFailed: 'df',
          toggleFailed: 'فشل في تحديث حالة المنزل',
          deleteQuestion: () => 'هل أنت متأكد من حذف هذا المنزل؟',
        }}
        totalIcon={null}
        items={{ data: items, isPending: false, isError: false, error: null, refetch: jest.fn() }}
        invalidates={[['houses']]}
        create={mutation()}
        update={mutation()}
        remove={remove}
        toggleStatus={toggleStatus}
        viewToggle={viewToggle}
        cardTestId="card"
        stats={(h) => [{ label: 'السعة', value: h.capacity }]}
        details={(h) => [{ label: 'النوع', value: h.type }]}
        form={{
          Component: NoForm,
          defaults: { name: '' },
          fromItem: (h) => ({ name: h.name }),
          toBody: (v) => v,
        }}
      />
    </QueryClientProvider>,
  );
  return { toggleStatus, remove };
}

const names = () => screen.queryAllByTestId('card').map((card) => card.getAttribute('data-name'));
const card = (name: string) =>
  screen.getAllByTestId('card').find((c) => c.getAttribute('data-name') === name)!;

beforeEach(() => jest.clearAllMocks());

describe('PropertyCatalogueSection', () => {
  it('counts the active items with their share of the total', () => {
    renderHouses();
    expect(screen.getByTestId('total').getAttribute('data-value')).toBe('3');
    expect(screen.getByTestId('active').getAttribute('data-value')).toBe('2');
    expect(screen.getByText('٦٧٪ من الإجمالي')).toBeTruthy();
  });

  it('filters by rarity and status and counts the results', () => {
    renderHouses();
    fireEvent.change(screen.getByTestId('admin-rarity'), { target: { value: 'legend' } });
    expect(names()).toEqual(['فيلا']);
    fireEvent.change(screen.getByTestId('admin-filter'), { target: { value: 'enabled' } });
    expect(names()).toEqual([]);
    fireEvent.change(screen.getByTestId('admin-rarity'), { target: { value: 'all' } });
    expect(names()).toEqual(['شقة', 'بيت']);
    expect(screen.getByTestId('admin-result-count').getAttribute('data-value')).toBe('2');
    expect(screen.queryByTestId('admin-sort')).toBeNull();
  });

  it('switches between grid and list, and pets have no switch', () => {
    renderHouses();
    expect(screen.getByTestId('property-list').getAttribute('data-view')).toBe('grid');
    fireEvent.click(screen.getByTestId('admin-view-list'));
    expect(screen.getByTestId('property-list').getAttribute('data-view')).toBe('list');
  });

  it('is a list only without the view toggle', () => {
    renderHouses({ viewToggle: false });
    expect(screen.queryByTestId('admin-view-grid')).toBeNull();
    expect(screen.getByTestId('property-list').getAttribute('data-view')).toBe('list');
  });

  it('toggles through the status call with the opposite state and its own toasts', () => {
    const { toggleStatus } = renderHouses();
    // The kit's switch, named by the flag and checked while the item is active.
    const toggle = within(card('فيلا')).getByRole('switch', { name: 'نشط' });
    expect(toggle.dataset.testid).toBe('card-toggle');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(card('شقة')).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggleStatus.mutate).toHaveBeenCalledWith({ id: 2, data: { isActive: true } }, expect.anything());
    act(() => toggleStatus.mutate.mock.calls[0][1].onSuccess());
    expect(toast.success).toHaveBeenCalledWith('تم تحديث حالة المنزل بنجاح!');
    act(() => toggleStatus.mutate.mock.calls[0][1].onError(new Error('x')));
    expect(toast.error).toHaveBeenCalledWith('فشل في تحديث حالة المنزل');
  });

  it('expands a card to its type, currency and image', () => {
    renderHouses();
    expect(within(card('فيلا')).queryByTestId('property-details')).toBeNull();
    fireEvent.click(within(card('فيلا')).getByTestId('property-details-toggle'));
    const details = within(card('فيلا')).getByTestId('property-details');
    expect(within(details).getByText('mansion')).toBeTruthy();
    expect(within(details).getByText('بلاك كوين')).toBeTruthy();
  });

  it('deletes after the spec question', () => {
    const { remove } = renderHouses();
    fireEvent.click(within(card('شقة')).getByText('حذف'));
    expect(screen.getByText('هل أنت متأكد من حذف هذا المنزل؟')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-delete'));
    expect(remove.mutate).toHaveBeenCalledWith({ id: 1 }, expect.anything());
  });

  it('offers to create the first item when the catalogue is empty', () => {
    renderHouses({ items: [] });
    expect(screen.getByText('لا توجد منازل بعد')).toBeTruthy();
    fireEvent.click(screen.getByText('أضف أول منزل'));
    expect(screen.getByText('form')).toBeTruthy();
  });
});
