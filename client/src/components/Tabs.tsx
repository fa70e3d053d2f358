import { useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of a strip: its value, visible label (its accessible name), test id and optional badge. */
export interface TabItem<T extends string> {
  value: T;
  label: string;
  testId?: string;
  /** A short count or mark after the label (also read as part of the tab's name). */
  badge?: ReactNode;
}

/**
 * `pills`: separate buttons, the selected one in the primary look (a screen's main sections).
 * `tinted`: separate buttons, the selected one outlined in blood red, as the back office's section
 * row and numbered pager (views inside an admin section).
 * `segmented`: tabs inside one dark track (a dialog's or a picker's views).
 */
export type TabsVariant = 'pills' | 'tinted' | 'segmented';
/** `md`: the game's 44 px touch target; `sm`: 36 px, for dialogs and the back office. */
export type TabsSize = 'md' | 'sm';
/**
 * `fill`: one row of equal widths, a tab whose label needs more taking it from the others; `scroll`:
 * natural widths in one row that scrolls sideways when it does not fit (the tabs out of view are
 * found only by scrolling); `wrap`: natural widths wrapping onto more rows, each row filled, so every
 * tab stays in view.
 */
export type TabsLayout = 'fill' | 'scroll' | 'wrap';

interface TabsProps<T extends string> {
  /** The base of the tab and panel ids (a `useId()` of the screen); give the same to its `TabPanel`. */
  id: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label?: string;
  variant?: TabsVariant;
  size?: TabsSize;
  layout?: TabsLayout;
  testId?: string;
  className?: string;
}

/** The id of the tab of `value` in the strip `id` (the panel's `aria-labelledby`). */
export function tabId(id: string, value: string): string {
  return `${id}-tab-${value}`;
}

/** The id of the panel of `value` in the strip `id` (the tab's `aria-controls`). */
export function tabPanelId(id: string, value: string): string {
  return `${id}-panel-${value}`;
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-400';

const listClass: Record<TabsVariant, string> = {
  pills: 'gap-2',
  tinted: 'gap-2',
  segmented: 'gap-1 rounded-xl bg-night-950 p-1',
};

const layoutListClass: Record<TabsLayout, string> = {
  // Equal columns that grow to a label's width when it needs more (a bare 1fr's minimum is its content's).
  fill: 'grid auto-cols-[1fr] grid-flow-col',
  // The padding keeps the focus ring inside the scrolling box, which would clip it.
  scroll: 'flex overflow-x-auto p-1',
  wrap: 'flex flex-wrap',
};

const layoutTabClass: Record<TabsLayout, string> = {
  fill: 'whitespace-nowrap',
  scroll: 'shrink-0 whitespace-nowrap',
  wrap: 'grow whitespace-nowrap',
};

const sizeClass: Record<TabsSize, string> = {
  md: 'min-h-11 px-3 text-base sm:px-4',
  sm: 'min-h-9 px-3 text-sm',
};

const tabClass: Record<TabsVariant, { radius: string; on: string; off: string }> = {
  pills: {
    radius: 'rounded-xl border',
    on: 'border-blood-600 bg-blood-600 text-white shadow-lg shadow-blood-900/40',
    off: 'border-night-600 bg-night-800 text-night-100 hover:border-night-500 hover:bg-night-700',
  },
  tinted: {
    radius: 'rounded-xl border',
    on: 'border-blood-500 bg-blood-600/20 text-white',
    off: 'border-night-700 bg-night-900 text-night-200 hover:border-night-500',
  },
  segmented: {
    radius: 'rounded-lg',
    on: 'bg-blood-600 text-white',
    off: 'text-night-300 hover:bg-night-800 hover:text-white',
  },
};

/**
 * The index a key moves to from `index` among `count` tabs, or null for other keys. Right to left
 * (`rtl`), ArrowLeft goes to the next tab and ArrowRight to the previous; both wrap around at the
 * ends. Home and End go to the first and last tab.
 */
export function nextTabIndex(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A strip of tabs (WAI-ARIA tabs pattern): `role="tablist"` of `role="tab"` buttons with
 * `aria-selected` and `aria-controls` to the panel of the same value (`TabPanel`). Controlled by
 * `value` and `onChange`. One tab stop (roving tabindex: only the selected tab is in the Tab order);
 * the arrow keys, Home and End move the focus and select the tab they reach (selection follows
 * focus). The direction is that of the nearest `dir` attribute, right to left when none says `ltr`
 * (the game is Arabic): there ArrowLeft goes to the next tab.
 */
export function Tabs<T extends string>({
  id,
  items,
  value,
  onChange,
  label,
  variant = 'pills',
  size = variant === 'segmented' ? 'sm' : 'md',
  layout = 'fill',
  testId,
  className = '',
}: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') !== 'ltr';
    const next = nextTabIndex(event.key, index, items.length, rtl);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    if (items[next].value !== value) onChange(items[next].value);
  };

  const look = tabClass[variant];
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      data-testid={testId}
      className={`${layoutListClass[layout]} ${listClass[variant]} ${className}`.trim()}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(id, item.value)}
            aria-selected={selected}
            aria-controls={tabPanelId(id, item.value)}
            tabIndex={selected ? 0 : -1}
            data-testid={item.testId}
            onClick={() => !selected && onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`inline-flex items-center justify-center gap-2 text-center font-bold leading-tight transition ${focusRing} ${look.radius} ${sizeClass[size]} ${layoutTabClass[layout]} ${selected ? look.on : look.off}`}
          >
            {item.label}
            {item.badge !== undefined && item.badge !== null && (
              <span
                className={`rounded-full px-1.5 text-xs tabular-nums ${selected ? 'bg-white/20' : 'bg-night-950/70 text-night-200'}`}
              >
                {item.badge}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The panel of the selected tab (`role="tabpanel"`, named by its tab), in the Tab order after the
 * strip. Render it once, for `value`, with the strip's `id`; other attributes go to its `div`.
 */
export function TabPanel({
  id,
  value,
  className = '',
  testId,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'role'> & {
  id: string;
  value: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      {...rest}
      role="tabpanel"
      id={tabPanelId(id, value)}
      aria-labelledby={tabId(id, value)}
      tabIndex={0}
      data-testid={testId}
      className={`${focusRing} ${className}`.trim()}
    >
      {children}
    </div>
  );
}
