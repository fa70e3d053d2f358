import { fireEvent, render, screen } from '@testing-library/react';
import { Pager, pageButtons } from './Pager';

describe('Pager', () => {
  it('shows at most 5 page buttons around the current page, inside the range', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 0)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(99, 7)).toEqual([3, 4, 5, 6, 7]);
  });

  it('labels the page in Arabic-Indic digits and stops at both ends', () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pager page={1} totalPages={3} onPage={onPage} />);
    expect(screen.getByTestId('pager-label').textContent).toBe('صفحة ١ من ٣');
    expect(screen.getByTestId<HTMLButtonElement>('pager-previous').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('pager-next'));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pager page={3} totalPages={3} onPage={onPage} />);
    expect(screen.getByTestId<HTMLButtonElement>('pager-next').disabled).toBe(true);
  });

  it('numbered: marks the current page and jumps to a clicked one', () => {
    const onPage = jest.fn();
    render(<Pager variant="numbered" page={4} totalPages={9} onPage={onPage} ariaLabel="صفحات" testId="p" />);
    const pages = screen.getAllByTestId('pager-page');
    expect(pages.map((page) => page.textContent)).toEqual(['٢', '٣', '٤', '٥', '٦']);
    expect(pages.map((page) => page.getAttribute('aria-current'))).toEqual([null, null, 'page', null, null]);
    fireEvent.click(pages[4]);
    expect(onPage).toHaveBeenCalledWith(6);
    expect(screen.getByRole('navigation', { name: 'صفحات' }).dataset.testid).toBe('p');
  });
});
