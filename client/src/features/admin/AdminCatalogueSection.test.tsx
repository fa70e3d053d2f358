import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { byField } from './admin-list';
import { AdminCatalogueSection, toggleVia, type CatalogueFormProps } from './AdminCatalogueSection';

jest.mock('../../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

interface Item {
  id: number;
  name: string;
  description: string;
  level: number;
  isEnabled: boolean;
}

const itemFactory = (overrides: Partial<Item> = {}): Item => ({
  id: 1,
  name: 'سرقة',
  description: 'سرقة محفظة',
  level: 1,
  isEnabled: true,
  ...overrides,
});

const ITEMS = [
  itemFactory({ id: 1, name: 'سطو', level: 5 }),
  itemFactory({ id: 2, name: 'نشل', level: 1, description: 'في السوق' }),
  itemFactory({ id: 3, name: 'تهريب', level: 3, isEnabled: false }),
];

const texts = {
  add: 'إضافة',
  total: 'الإجمالي',
  enabled: 'المفعّلة',
  empty: 'لا شيء',
  sorts: { level: 'المستوى', name: 'الاسم' },
  created: 'أنشئ',
  updated: 'حُدّث',
  deleted: 'حُذف',
  createFailed: 'فشل الإنشاء',
  updateFailed: 'فشل التحديث',
  deleteFailed: 'فشل الحذف',
  deleteQuestion: (name: string) => `حذف ${name}؟`,
};

type Values = { name: string };

function FakeForm({ mode, initial, onSubmit, onCancel }: CatalogueFormProps<Values>) {
  return (
    <div data-testid="fake-form" data-mode={mode} data-initial={initial.name}>
      <button onClick={() => onSubmit({ name: `${initial.name}!` })}>submit</button>
      <button onClick={onCancel}>cancel</button>
    </div>
  );
}

const mutation = () => ({ mutate: jest.fn(), isPending: false });

function renderSection({ fullPage = false, items = ITEMS } = {}) {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const create = mutation();
  const update = mutation();
  const remove = mutation();
  render(
    <QueryClientProvider client={queryClient}>
      <AdminCatalogueSection
        testIds={{ section: 'section', total: 'total', enabled: 'enabled', add: 'add' }}
        texts={texts}
        totalIcon={null}
        items={{ data: items, isPending: false, isError: false, error: null, refetch: jest.fn() }}
        invalidates={[['admin-items'], ['items']]}
        create={create}
        update={update}
        remove={remove}
        toggle={toggleVia(update, (item: Item) => ({ isEnabled: !item.isEnabled }))}
        sorts={['level', 'name'] as const}
        compare={(sort) => byField<Item>(sort)}
        form={{
          Component: FakeForm,
          defaults: { name: 'جديد' },
          fromItem: (item) => ({ name: item.name }),
          toBody: (values) => ({ name: values.name.trim() }),
          fullPage,
        }}
      >
        {(shown, actions) => (
          <ul>
            {shown.map((item) => (
              <li
                key={item.id}
                data-testid="row"
                data-name={item.name}
                data-toggling={actions.isToggling(item)}
              >
                <button onClick={() => actions.edit(item)}>edit</button>
                <button onClick={() => actions.toggle(item)}>toggle</button>
                <button onClick={() => actions.remove(item)}>remove</button>
              </li>
            ))}
          </ul>
        )}
      </AdminCatalogueSection>
    </QueryClientProvider>,
  );
  return { create, update, remove, invalidate };
}

const names = () => screen.queryAllByTestId('row').map((row) => row.getAttribute('data-name'));
const row = (name: string) => screen.getAllByTestId('row').find((r) => r.getAttribute('data-name') === name)!;
const succeed = (m: ReturnType<typeof mutation>) => act(() => m.mutate.mock.calls.at(-1)[1].onSuccess());

beforeEach(() => jest.clearAllMocks());

describe('AdminCatalogueSection', () => {
  it('counts every item and the enabled ones, and sorts by the first option', () => {
    renderSection();
    expect(screen.getByTestId('total').getAttribute('data-value')).toBe('3');
    expect(screen.getByTestId('enabled').getAttribute('data-value')).toBe('2');
    expect(names()).toEqual(['نشل', 'تهريب', 'سطو']);
  });

  it('filters by status and searches name and description', () => {
    renderSection();
    fireEvent.change(screen.getByTestId('admin-filter'), { target: { value: 'disabled' } });
    expect(names()).toEqual(['تهريب']);
    fireEvent.change(screen.getByTestId('admin-filter'), { target: { value: 'all' } });
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: 'السوق' } });
    expect(names()).toEqual(['نشل']);
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: 'غير موجود' } });
    expect(screen.getByText('لا يوجد نتائج مطابقة')).toBeTruthy();
  });

  it('shows the empty state when the catalogue has no items', () => {
    renderSection({ items: [] });
    expect(screen.getByText('لا شيء')).toBeTruthy();
  });

  it('creates from the defaults, then closes the form, says so and refetches every key', () => {
    const { create, invalidate } = renderSection();
    fireEvent.click(screen.getByTestId('add'));
    const form = screen.getByTestId('fake-form');
    expect(form.getAttribute('data-mode')).toBe('create');
    expect(form.getAttribute('data-initial')).toBe('جديد');
    fireEvent.click(within(form).getByText('submit'));
    expect(create.mutate).toHaveBeenCalledWith({ data: { name: 'جديد!' } }, expect.anything());
    succeed(create);
    expect(screen.queryByTestId('fake-form')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('أنشئ');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-items'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['items'] });
  });

  it('edits an item from its own values and updates it by id', () => {
    const { update } = renderSection();
    fireEvent.click(within(row('سطو')).getByText('edit'));
    const form = screen.getByTestId('fake-form');
    expect(form.getAttribute('data-mode')).toBe('edit');
    fireEvent.click(within(form).getByText('submit'));
    expect(update.mutate).toHaveBeenCalledWith({ id: 1, data: { name: 'سطو!' } }, expect.anything());
  });

  it('keeps the form open and shows the fallback sentence when a save fails', () => {
    const { create } = renderSection();
    fireEvent.click(screen.getByTestId('add'));
    fireEvent.click(screen.getByText('submit'));
    act(() => create.mutate.mock.calls[0][1].onError(new Error('network')));
    expect(toast.error).toHaveBeenCalledWith('فشل الإنشاء');
    expect(screen.getByTestId('fake-form')).toBeTruthy();
  });

  it('toggles an item by sending the opposite of its state', () => {
    const { update } = renderSection();
    fireEvent.click(within(row('تهريب')).getByText('toggle'));
    expect(update.mutate).toHaveBeenCalledWith({ id: 3, data: { isEnabled: true } }, expect.anything());
    succeed(update);
    expect(toast.success).toHaveBeenCalledWith('حُدّث');
  });

  it('deletes only once the confirmation is accepted', () => {
    const { remove } = renderSection();
    fireEvent.click(within(row('نشل')).getByText('remove'));
    expect(screen.getByText('حذف نشل؟')).toBeTruthy();
    expect(remove.mutate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-delete'));
    expect(remove.mutate).toHaveBeenCalledWith({ id: 2 }, expect.anything());
    succeed(remove);
    expect(screen.queryByText('حذف نشل؟')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('حُذف');
  });

  it('puts a full-page form in place of the list until it is cancelled', () => {
    renderSection({ fullPage: true });
    fireEvent.click(screen.getByTestId('add'));
    expect(screen.getByTestId('fake-form')).toBeTruthy();
    expect(screen.queryByTestId('section')).toBeNull();
    fireEvent.click(screen.getByText('cancel'));
    expect(screen.getByTestId('section')).toBeTruthy();
  });

  it('keeps the list under a modal form', () => {
    renderSection();
    fireEvent.click(screen.getByTestId('add'));
    expect(screen.getByTestId('section')).toBeTruthy();
    expect(names()).toHaveLength(3);
  });
});

describe('AdminCatalogueSection for a gear catalogue', () => {
  interface Gear {
    id: number;
    name: string;
    slot: 'head' | 'body';
    isActive: boolean;
  }
  const GEAR: Gear[] = [
    { id: 1, name: 'خوذة', slot: 'head', isActive: true },
    { id: 2, name: 'سترة', slot: 'body', isActive: false },
  ];

  function renderGear({ isPending = false, slot = 'all' } = {}) {
    const remove = undefined;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AdminCatalogueSection<Gear, never, { name: string }, { name: string }>
          testIds={{ section: 'section', total: 'total', enabled: 'enabled', add: 'add' }}
          texts={{
            ...texts,
            loading: 'جاري التحميل',
            statusLabels: { all: 'الكل', enabled: 'النشطة فقط', disabled: 'غير النشطة فقط' },
          }}
          totalIcon={null}
          items={{
            data: isPending ? undefined : GEAR,
            isPending,
            isError: false,
            error: null,
            refetch: jest.fn(),
          }}
          invalidates={[]}
          create={mutation()}
          update={mutation()}
          remove={remove}
          sorts={[]}
          keep={(item) => slot === 'all' || item.slot === slot}
          summary={(list) => <p data-testid="summary">{list.length}</p>}
          form={{
            Component: FakeForm,
            defaults: { name: '' },
            fromItem: (g) => ({ name: g.name }),
            toBody: (v) => v,
          }}
        >
          {(shown, actions) => (
            <ul>
              {shown.map((item) => (
                <li key={item.id} data-testid="row" data-name={item.name}>
                  <button onClick={() => actions.remove(item)}>remove</button>
                </li>
              ))}
            </ul>
          )}
        </AdminCatalogueSection>
      </QueryClientProvider>,
    );
  }

  it('reads isActive, uses the screen summary and filter, and has no sort without sort options', () => {
    renderGear({ slot: 'head' });
    expect(screen.getByTestId('summary').textContent).toBe('2');
    expect(names()).toEqual(['خوذة']);
    expect(screen.queryByTestId('admin-sort')).toBeNull();
    expect(screen.getByText('غير النشطة فقط')).toBeTruthy();
  });

  it('filters by the active flag', () => {
    renderGear();
    fireEvent.change(screen.getByTestId('admin-filter'), { target: { value: 'disabled' } });
    expect(names()).toEqual(['سترة']);
  });

  it('never asks to delete without a delete call', () => {
    renderGear();
    fireEvent.click(within(row('خوذة')).getByText('remove'));
    expect(screen.queryByTestId('confirm-delete')).toBeNull();
  });

  it('shows the loading sentence with a spinner', () => {
    renderGear({ isPending: true });
    expect(screen.getByRole('status').textContent).toContain('جاري التحميل');
  });
});
