import type { Page } from 'playwright-core';
import {
  adminSession,
  api,
  closeBrowser,
  closeContexts,
  desktop,
  expectNoOverflow,
  launch,
  mobile,
  openPage,
  shot,
  settle,
} from './support';

/**
 * The admin panel's frame (spec 002 section 2.1: 22 section tabs in the spec's order): on a phone
 * the tabs are one right-to-left row that scrolls sideways, so the section starts right under it
 * and the page itself never scrolls sideways; the chosen tab is scrolled into view. On a desktop the
 * tasks tab's search field shows its whole placeholder. The overview shows the admins' catalogue
 * changes (issue 15's audit log).
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

/** The tab row's box and where the section's heading starts, in CSS pixels. */
async function tabBarLayout(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector<HTMLElement>('[data-testid="admin-tabs"]')!;
    const box = nav.getBoundingClientRect();
    const tabs = [...nav.querySelectorAll<HTMLElement>('a')].map((tab) => tab.getBoundingClientRect());
    const heading = document.querySelector('[data-testid="admin-section"] h2')!.getBoundingClientRect();
    const current = nav.querySelector('[aria-current="page"]')!.getBoundingClientRect();
    return {
      height: box.height,
      rows: new Set(tabs.map((tab) => Math.round(tab.top))).size,
      firstTabRight: tabs[0].right,
      lastTabLeft: tabs[tabs.length - 1].left,
      navRight: box.right,
      headingTop: heading.top + window.scrollY,
      navTop: box.top + window.scrollY,
      current: { left: current.left, right: current.right },
      viewport: window.innerWidth,
    };
  });
}

/** The width of a search field's placeholder and the room its box gives the text, in CSS pixels. */
async function placeholderFit(page: Page, testId: string) {
  await page.evaluate(() => document.fonts.ready);
  return page.getByTestId(testId).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    return { text: context.measureText(input.placeholder).width, room };
  });
}

describe('admin panel layout', () => {
  it('keeps the 26 tabs (the 22 of the spec, then purchases, the audit log, linked accounts and the live operations) in one sideways-scrolling RTL row on a phone, the chosen tab in view', async () => {
    const page = await openPage(mobile, { session: (await adminSession()).stored });
    await page.goto('/admin/panel?tab=overview');
    await page.getByTestId('admin-overview').waitFor();
    await settle(page);
    await shot(page, 'mobile-91-admin-panel-overview');
    const first = await tabBarLayout(page);
    expect(first.rows).toBe(1);
    expect(first.height).toBeLessThan(64);
    // The section's heading starts right under the row, not some 600 px down.
    expect(first.headingTop - first.navTop).toBeLessThan(100);
    // Right to left: the first tab (overview) at the right edge, the rest off to the left.
    expect(first.firstTabRight).toBeGreaterThan(first.viewport - 40);
    expect(first.lastTabLeft).toBeLessThan(0);
    await expectNoOverflow(page);

    // A tab far down the list opens with its own tab scrolled into view.
    await page.goto('/admin/panel?tab=login-gift');
    await page.getByTestId('admin-login-gift').waitFor();
    await settle(page);
    await shot(page, 'mobile-91-admin-panel-login-gift');
    const last = await tabBarLayout(page);
    expect(last.current.left).toBeGreaterThanOrEqual(0);
    expect(last.current.right).toBeLessThanOrEqual(last.viewport);
    await expectNoOverflow(page);

    // Tapping a tab in the row opens its section.
    await page.locator('[data-testid="admin-tabs"] a[href*="tab=tasks"]').click();
    await page.getByTestId('admin-tasks').waitFor();
    expect(await page.locator('[data-testid="admin-section"]').getAttribute('data-tab')).toBe('tasks');
    await expectNoOverflow(page);
    await shot(page, 'mobile-91-admin-panel-tasks');
  });

  it('shows the whole search placeholder of the tasks tab on a desktop', async () => {
    const page = await openPage(desktop, { session: (await adminSession()).stored });
    await page.goto('/admin/panel?tab=tasks');
    await page.getByTestId('admin-task-card').first().waitFor();
    await shot(page, 'desktop-91-admin-panel-tasks');
    const fit = await placeholderFit(page, 'admin-search');
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    // The search box and the four pickers beside it are one row of fields of one height.
    const heights = await page
      .locator('[data-testid="admin-search"], [data-testid="admin-sort"], [data-testid^="admin-filter-"]')
      .evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().height)));
    expect(heights).toHaveLength(5);
    expect(new Set(heights).size).toBe(1);
  });

  it("lists an admin's catalogue change on the overview, with the section and the admin", async () => {
    const { token, stored } = await adminSession();
    const created = await api<{ id: number }>('/api/admin/pets', {
      method: 'POST',
      token,
      body: { name: 'قط السجل' },
    });
    const page = await openPage(desktop, { session: stored });
    await page.goto('/admin/panel?tab=overview');
    const row = page.getByTestId('catalogue-audit-row').first();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('إضافة');
    expect(text).toContain('الحيوانات الأليفة');
    // The search is debounced (300 ms): wait for its answer and its rows, not for a network lull
    // that has already happened, before opening the first row's details (run with two e2e workers
    // under load, the details opened on the list the answer then replaced).
    const searched = page.waitForResponse((response) => response.url().includes('search=pets'));
    await page.getByTestId('catalogue-audit-search').fill('pets');
    await searched;
    await settle(page);
    await row.getByText('تفاصيل الطلب').click();
    await row.getByText('قط السجل', { exact: false }).waitFor();
    expect(await row.innerText()).toContain('قط السجل');
    await page.getByTestId('catalogue-audit').scrollIntoViewIfNeeded();
    await shot(page, 'desktop-91-admin-catalogue-audit');

    const phone = await openPage(mobile, { session: stored });
    await phone.goto('/admin/panel?tab=overview');
    await phone.getByTestId('catalogue-audit-row').first().waitFor();
    await shot(phone, 'mobile-91-admin-catalogue-audit');
    await expectNoOverflow(phone);
    const fit = await placeholderFit(phone, 'catalogue-audit-search');
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    expect(created.id).toBeGreaterThan(0);
  });
});
