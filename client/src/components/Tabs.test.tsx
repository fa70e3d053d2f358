import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { nextTabIndex, TabPanel, Tabs, type TabItem } from './Tabs';

type View = 'market' | 'mine' | 'sell';

const ITEMS: TabItem<View>[] = [
  { value: 'market', label: 'السوق', testId: 'tab-market' },
  { value: 'mine', label: 'إعلاناتي', testId: 'tab-mine', badge: '٣' },
  { value: 'sell', label: 'بيع', testId: 'tab-sell' },
];

/** A screen holding the selected tab, with the panel of that tab. */
function Screen({ dir = 'rtl', onChange }: { dir?: 'rtl' | 'ltr'; onChange?: (value: View) => void }) {
  const [view, setView] = useState<View>('market');
  return (
    <div dir={dir}>
      <Tabs
        id="market"
        label="أقسام السوق"
        items={ITEMS}
        value={view}
        onChange={(next) => {
          onChange?.(next);
          setView(next);
        }}
      />
      <TabPanel id="market" value={view} testId="panel">
        محتوى {view}
      </TabPanel>
    </div>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe('Tabs (WAI-ARIA tabs pattern, right to left)', () => {
  it('names the list, links each tab to its panel and the panel back to its tab', () => {
    render(<Screen />);
    expect(screen.getByRole('tablist', { name: 'أقسام السوق' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.dataset.testid)).toEqual([
      'tab-market',
      'tab-mine',
      'tab-sell',
    ]);
    const market = tab('السوق');
    expect(market.getAttribute('aria-selected')).toBe('true');
    expect(tab('بيع').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(market.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(market.id);
    expect(screen.getByRole('tabpanel', { name: 'السوق' }).textContent).toBe('محتوى market');
    expect(tab('بيع').getAttribute('aria-controls')).toBe('market-panel-sell');
  });

  it('selects a clicked tab and shows its panel; a click on the selected tab changes nothing', () => {
    const onChange = jest.fn();
    render(<Screen onChange={onChange} />);
    fireEvent.click(tab('السوق'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('بيع'));
    expect(onChange).toHaveBeenCalledWith('sell');
    expect(selected().map((t) => t.textContent)).toEqual(['بيع']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('محتوى sell');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('بيع').id);
  });

  it('keeps one tab stop: only the selected tab is in the Tab order, then the panel', () => {
    render(<Screen />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(tab('إعلاناتي'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel').tabIndex).toBe(0);
  });

  it('right to left: ArrowLeft selects and focuses the next tab, ArrowRight the previous, wrapping', () => {
    render(<Screen />);
    tab('السوق').focus();
    fireEvent.keyDown(tab('السوق'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('إعلاناتي'));
    expect(selected()[0]).toBe(tab('إعلاناتي'));
    fireEvent.keyDown(tab('إعلاناتي'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('بيع'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('السوق'));
    fireEvent.keyDown(tab('السوق'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('بيع'));
    expect(screen.getByRole('tabpanel').textContent).toBe('محتوى sell');
  });

  it('left to right under dir="ltr": ArrowRight is the next tab', () => {
    render(<Screen dir="ltr" />);
    fireEvent.keyDown(tab('السوق'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('إعلاناتي'));
    fireEvent.keyDown(tab('إعلاناتي'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('السوق'));
  });

  it('Home and End go to the first and last tab; other keys do nothing', () => {
    const onChange = jest.fn();
    render(<Screen onChange={onChange} />);
    fireEvent.keyDown(tab('السوق'), { key: 'End' });
    expect(document.activeElement).toBe(tab('بيع'));
    fireEvent.keyDown(tab('بيع'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('السوق'));
    expect(onChange.mock.calls).toEqual([['sell'], ['market']]);
    fireEvent.keyDown(tab('السوق'), { key: 'ArrowDown' });
    fireEvent.keyDown(tab('السوق'), { key: 'a' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows a badge after the label, inside the tab’s name', () => {
    render(<Screen />);
    expect(screen.getByRole('tab', { name: 'إعلاناتي ٣' })).toBe(screen.getByTestId('tab-mine'));
  });

  it('computes the next index for each key and direction', () => {
    expect(nextTabIndex('ArrowLeft', 0, 3, true)).toBe(1);
    expect(nextTabIndex('ArrowLeft', 2, 3, true)).toBe(0);
    expect(nextTabIndex('ArrowRight', 0, 3, true)).toBe(2);
    expect(nextTabIndex('ArrowRight', 0, 3, false)).toBe(1);
    expect(nextTabIndex('ArrowLeft', 0, 3, false)).toBe(2);
    expect(nextTabIndex('End', 0, 3, true)).toBe(2);
    expect(nextTabIndex('Home', 2, 3, false)).toBe(0);
    expect(nextTabIndex('Enter', 1, 3, true)).toBeNull();
  });
});
