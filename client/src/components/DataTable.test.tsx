import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './DataTable';

interface Row {
  id: number;
  name: string;
  level: number;
}

const rows: Row[] = [
  { id: 1, name: 'علي', level: 3 },
  { id: 2, name: 'بدر', level: 12 },
];

const columns: Column<Row>[] = [
  { key: 'name', header: 'الاسم', cell: (row) => row.name },
  { key: 'level', header: 'المستوى', className: 'tabular-nums', cell: (row) => String(row.level) },
];

describe('DataTable (the back office table)', () => {
  it('renders a header per column and a row per item, with each row’s test attributes', () => {
    render(
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': 'item-row', 'data-name': row.name })}
        testId="items"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['الاسم', 'المستوى']);
    const found = screen.getAllByTestId('item-row');
    expect(found.map((row) => row.dataset.name)).toEqual(['علي', 'بدر']);
    expect(
      within(found[1])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['بدر', '12']);
    expect(within(found[1]).getAllByRole('cell')[1].className).toContain('tabular-nums');
    expect(screen.getByTestId('items').className).toContain('overflow-x-auto');
  });

  it('adds an actions column whose buttons act on their own row', () => {
    const open = jest.fn();
    render(
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'item-row' })}
        actionsHeader="إجراءات"
        actions={(row) => (
          <button type="button" onClick={() => open(row.id)}>
            فتح
          </button>
        )}
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('إجراءات');
    fireEvent.click(within(screen.getAllByTestId('item-row')[1]).getByRole('button', { name: 'فتح' }));
    expect(open).toHaveBeenCalledWith(2);
  });

  it('without actions has no actions column', () => {
    render(<DataTable rows={rows} columns={columns} rowKey={(row) => row.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with a height cap scrolls both ways inside its box under a header that stays in view', () => {
    render(
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        maxHeightClass="max-h-72"
        testId="days"
      />,
    );
    const box = screen.getByTestId('days');
    expect(box.className).toContain('overflow-auto');
    expect(box.className).toContain('max-h-72');
    expect(box.querySelector('thead')?.className).toContain('sticky');
  });
});
