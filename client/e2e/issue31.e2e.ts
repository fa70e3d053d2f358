import type { Page } from 'playwright-core';
import {
  adminSession,
  api,
  baseURL,
  closeBrowser,
  closeContexts,
  desktop,
  launch,
  mobile,
  navigate,
  openPage,
  setUpGuestSession,
  settle,
  shot,
} from './support';

/**
 * Issue 31, seen on screen: the HUD after founding a gang, the new name after 'هوية جديدة', the shared
 * modal and the navigation drawer with the keyboard, Arabic digits and one money format.
 */
beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A set-up guest at `level` holding `money`, granted by the admin. */
async function player(adminToken: string, level: number, money: number) {
  const guest = await setUpGuestSession();
  const character = await api<{ id: number }>('/api/character/profile', { token: guest.token });
  await api(`/api/admin/characters/${character.id}/level`, {
    method: 'POST',
    token: adminToken,
    body: { level },
  });
  if (money)
    await api(`/api/admin/characters/${character.id}/money`, {
      method: 'POST',
      token: adminToken,
      body: { amount: money },
    });
  return guest;
}

/** The element that has focus: its test id or, inside the drawer or a dialog, that container's. */
const focusIn = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.contains(document.activeElement) ?? false, selector);

/** Whether focus sits on a page element outside the open dialog. */
const outsideFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector('dialog[open]');
    return !!active && active !== document.body && !dialog?.contains(active);
  });

describe('issue 31 on screen', () => {
  it('shows the cash left on the HUD right after founding a gang, without a reload (point 1)', async () => {
    const boss = await adminSession();
    const founder = await player(boss.token, 10, 60_000);
    const hud = await api<{ money: number }>('/api/character/hud', { token: founder.token });
    const page = await openPage(desktop, { session: founder.stored });
    await page.goto('/gangs');
    const money = page.getByTestId('side-hud-money');
    await money.waitFor();
    const before = await money.innerText();
    const create = page.getByTestId('create-gang');
    await create.getByLabel('اسم العصابة').fill(`نمور${Date.now().toString(36).slice(-4)}`);
    await create.getByRole('button', { name: 'تأسيس العصابة' }).click();
    await page.waitForURL(/\/gangs\/\d+$/);
    const left = hud.money - 50_000;
    await page.waitForFunction(
      ([before]) => document.querySelector('[data-testid="side-hud-money"]')?.textContent !== before,
      [before],
      { timeout: 5000 },
    );
    const after = await money.innerText();
    expect(after).toContain(
      new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 1 }).format(Math.trunc(left / 100) / 10),
    );
    expect(after).not.toMatch(/[0-9]/);
    await shot(page, 'issue31-hud-after-gang-desktop');
  });

  it('shows the new name in the top bar after using a name-change item (point 3)', async () => {
    const boss = await adminSession();
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'item.png');
    const upload = await fetch(`${baseURL}/api/special-items/upload-image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${boss.token}` },
      body: form,
    });
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    const item = await api<{ id: number }>('/api/special-items/admin', {
      method: 'POST',
      token: boss.token,
      body: {
        name: 'هوية جديدة',
        description: 'اسم جديد',
        type: 'NAME_CHANGE',
        price: 10,
        currency: 'money',
        imageUrl,
      },
    });
    const guest = await player(boss.token, 5, 1000);
    await api('/api/special-items/buy', {
      method: 'POST',
      token: guest.token,
      body: { itemId: item.id, quantity: 1 },
    });
    const page = await openPage(desktop, { session: guest.stored });
    await page.goto('/dashboard/inventory');
    const owned = page.getByTestId('owned-special-item').filter({ hasText: 'هوية جديدة' });
    await owned.getByRole('button').click();
    const newName = `n${Date.now().toString(36).slice(-6)}`;
    await page.getByTestId('new-username').fill(newName);
    await page.getByTestId('new-username').press('Enter');
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('topbar-name').filter({ hasText: newName }).waitFor({ timeout: 5000 });
    await shot(page, 'issue31-new-name-desktop');
  });

  it('keeps focus inside the modal, makes the page inert, closes on Escape and gives focus back (point 11)', async () => {
    const guest = await setUpGuestSession();
    for (const viewport of [desktop, mobile]) {
      const page = await openPage(viewport, { session: guest.stored });
      await page.goto('/dashboard');
      const opener = page.getByRole('button', { name: 'حاسبة المستوى والشهرة' }).first();
      await opener.waitFor();
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
      // Tab never reaches the page behind: focus stays in the dialog (or leaves for the browser's own
      // UI after its last control, as native modal dialogs do), and the page's controls refuse focus.
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        expect(await outsideFocus(page)).toBe(false);
      }
      expect(
        await page.evaluate(() => {
          document.querySelector<HTMLElement>('[data-testid="menu-toggle"]')?.focus();
          return document.activeElement?.getAttribute('data-testid') === 'menu-toggle';
        }),
      ).toBe(false);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      const box = await dialog.getByTestId('modal-panel').boundingBox();
      expect(box!.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
      await shot(page, `issue31-modal-${viewport.width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
        'حاسبة المستوى والشهرة',
      );
      await page.context().close();
    }
  });

  it('opens the drawer from the keyboard, closes it on Escape and gives focus back to its toggle (point 11)', async () => {
    const guest = await setUpGuestSession();
    const page = await openPage(mobile, { session: guest.stored });
    await page.goto('/dashboard');
    const toggle = page.getByTestId('menu-toggle');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('nav-drawer');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('nav-drawer').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await focusIn(page, '#nav-drawer')).toBe(true);
    await shot(page, 'issue31-drawer-mobile');
    await page.keyboard.press('Escape');
    await page.getByTestId('nav-drawer').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'menu-toggle',
    );
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await page.getByTestId('side-hud').boundingBox())!.width).toBe(64);
  });

  it('writes Arabic-Indic digits only and one money format on the player screens, desktop and 390 px (points 4, 5)', async () => {
    const boss = await adminSession();
    const guest = await player(boss.token, 25, 123_456);
    const paths = [
      '/dashboard',
      '/dashboard/character',
      '/dashboard/special-shop',
      '/dashboard/inventory',
      '/gangs',
      '/dashboard/bank',
    ];
    for (const viewport of [desktop, mobile]) {
      const page = await openPage(viewport, { session: guest.stored });
      // One load, then each screen through the game's router (its links' way).
      for (const path of paths) {
        await navigate(page, path);
        await page.locator('main').first().waitFor();
        await settle(page);
        // Names are the players' own (a guest's username carries Latin digits, 'pzjbl7b47'), and other
        // specs' data on the shared app carries a unique Latin suffix ('افتتاح الكازينو 35yy', a news
        // item): Latin-script words are dropped, the rest is the game's text.
        const text = await page.evaluate(() => {
          const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
          main.querySelectorAll('[data-testid*="name"], input, textarea').forEach((node) => node.remove());
          return main.innerText.replace(/[A-Za-z0-9_]*[A-Za-z_][A-Za-z0-9_]*/g, '');
        });
        expect({ path, latin: text.match(/[^\n]*[0-9][^\n]*/g) ?? [] }).toEqual({ path, latin: [] });
        expect({ path, trailingDollar: /[٠-٩] \$/.test(text) }).toEqual({ path, trailingDollar: false });
        await shot(page, `issue31-${path.split('/').pop()}-${viewport.width}`);
      }
      await page.context().close();
    }
  });
  it('keeps /gangs for a signed-out visitor, who is asked to sign in (point 13)', async () => {
    const page = await openPage(mobile);
    await page.goto('/gangs');
    await page.getByText('سجّل الدخول لرؤية هذا القسم.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gangs');
    await shot(page, 'issue31-gangs-signed-out-390');
  });

  it('shows a money package the admin adds while the blackcoin shop is open, without a reload (point 13)', async () => {
    const boss = await adminSession();
    const guest = await player(boss.token, 1, 0);
    const page = await openPage(desktop, { session: guest.stored });
    // Opened inside the app once the socket is up (the screen's own request, not the resync of a page load).
    await page.goto('/dashboard');
    await page.locator('[data-testid="connection"][data-state="online"]').waitFor();
    await page.locator('a[href="/dashboard/special-shop"]').first().click();
    await page.getByTestId('money-packages-section').waitFor();
    const name = `حزمة مباشرة ${Date.now().toString(36).slice(-4)}`;
    const created = await api<{ id: number }>('/api/admin/money-packages', {
      method: 'POST',
      token: boss.token,
      body: { name, blackcoinCost: 2, moneyAmount: 7000 },
    });
    try {
      await page.getByTestId('money-package').filter({ hasText: name }).waitFor({ timeout: 10_000 });
      await shot(page, 'issue31-special-shop-live-1280');
    } finally {
      await api(`/api/admin/money-packages/${created.id}`, { method: 'DELETE', token: boss.token });
    }
    await page
      .getByTestId('money-package')
      .filter({ hasText: name })
      .waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('keeps a burst of toasts in a band at the bottom, clear of the middle of the page (point 12)', async () => {
    const boss = await adminSession();
    const guest = await player(boss.token, 1, 1_000_000);
    const page = await openPage(mobile, { session: guest.stored });
    await page.goto('/dashboard/shop');
    const buy = page.getByTestId('shop-buy').first();
    await buy.waitFor();
    for (let i = 0; i < 4; i++) {
      const bought = page.waitForResponse((response) => response.url().endsWith('/api/shop/buy'));
      await buy.click();
      expect((await bought).status()).toBe(200);
    }
    await page.locator('[data-rht-toaster] [role="status"]').first().waitFor();
    const geometry = await page.evaluate(() => {
      const toaster = document.querySelector('[data-rht-toaster]')!.getBoundingClientRect();
      const x = window.innerWidth / 2;
      const hits = [0.3, 0.4, 0.5, 0.6].map(
        (share) =>
          document.elementFromPoint(x, window.innerHeight * share)?.closest('[data-rht-toaster]') !== null,
      );
      return { top: toaster.top, height: window.innerHeight, hits };
    });
    await shot(page, 'issue31-toasts-390');
    // The band: at most 11rem (176 px) or 30% of the screen above the bottom margin.
    expect(geometry.top).toBeGreaterThanOrEqual(geometry.height - 16 - 176 - 1);
    expect(geometry.hits).toEqual([false, false, false, false]);
  });
});
