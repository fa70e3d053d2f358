import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  adminSession,
  api,
  baseURL,
  closeBrowser,
  closeContexts,
  desktop,
  expectNoOverflow,
  launch,
  mobile,
  navigate,
  openPage,
  screenshot,
  screenshots,
  setUpGuestSession,
  settle,
  shot,
  uniqueName,
} from './support';

/**
 * Issue 11, the admin catalogue tabs: weapons (spec 001 section 2.5), armors (2.6), houses, rides
 * and pets (spec 002 sections 2.2 to 2.4), at 1280 and 390 px.
 */
beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

/** A 1×1 PNG for the image uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const IMAGE = { name: 'item.png', mimeType: 'image/png', buffer: PNG };

/** A phone's first screenful and the screenful at the first item (the full page is too long to read). */
async function phoneShots(page: Page, name: string, first: Locator): Promise<void> {
  await expectNoOverflow(page);
  await screenshot(page, join(screenshots, `${name}.png`));
  await first.scrollIntoViewIfNeeded();
  await settle(page);
  await screenshot(page, join(screenshots, `${name}-items.png`));
}

/** The panel's tab `tab` (the page's first screen is a load, the next through the panel's links). */
async function openTab(page: Page, tab: string, section: string): Promise<void> {
  await navigate(page, `/admin/panel?tab=${tab}`);
  await page.getByTestId(section).waitFor();
}

const statValue = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute('data-value'));

interface ShopWeapon {
  id: number;
  name: string;
  imageUrl: string;
}

async function shopWeaponNames(token: string): Promise<string[]> {
  const shop = await api<{ weapons: ShopWeapon[] }>('/api/shop', { token });
  return shop.weapons.map((weapon) => weapon.name);
}

describe('admin gear catalogue tabs', () => {
  it('creates a weapon with an image, toggles it, and a player finds it in the shop', async () => {
    const boss = await adminSession();
    const player = await setUpGuestSession();
    const page = await openPage(desktop, { session: boss.stored });
    await openTab(page, 'weapons', 'admin-weapons');
    await page.getByTestId('admin-weapon-card').first().waitFor();
    const total = await statValue(page, 'admin-weapons-total');
    expect(total).toBeGreaterThan(0);
    // No delete on the weapons screen (spec 001 section 2.5).
    expect(await page.getByTestId('admin-weapons').getByRole('button', { name: 'حذف' }).count()).toBe(0);
    await shot(page, 'desktop-60-admin-weapons');

    await page.getByTestId('admin-weapon-add').click();
    const form = page.getByTestId('weapon-form');
    await form.waitFor();
    expect(await form.getByLabel('الضرر').inputValue()).toBe('1');
    expect(await form.getByLabel('السعر').inputValue()).toBe('100');
    expect(await form.getByLabel('الندرة').inputValue()).toBe('common');
    const name = uniqueName('سيف');
    await form.getByLabel('اسم السلاح').fill(name);
    await form.getByLabel('الوصف').fill('سيف مصقول من سوق الحدادين.');
    await page.getByTestId('weapon-form-submit').click();
    await page.getByText('يرجى رفع صورة للسلاح.').waitFor();
    await page.getByTestId('weapon-form-image-input').setInputFiles(IMAGE);
    await page.getByTestId('weapon-form-image-preview').waitFor();
    await form.getByText('تم رفع الصورة').waitFor();
    await form.getByLabel('الضرر').fill('900000');
    await form.getByLabel('السعر').fill('7');
    await form.getByLabel('الندرة').selectOption('legend');
    await form.getByLabel('العملة').selectOption('blackcoin');
    await shot(page, 'desktop-61-admin-weapon-form');
    await page.getByTestId('weapon-form-submit').click();
    await page.getByText('تم إنشاء السلاح بنجاح!').waitFor();

    const card = page.locator(`[data-testid="admin-weapon-card"][data-name="${name}"]`);
    await card.waitFor();
    expect(await statValue(page, 'admin-weapons-total')).toBe(total + 1);
    const src = await card.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/media\//);
    const image = await fetch(`${baseURL}${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(await card.getByTestId('rarity-stars').getAttribute('data-rank')).toBe('5');
    expect(await card.getByTestId('price').getAttribute('data-currency')).toBe('blackcoin');

    // Sorted by rarity, legend first; by damage, the strongest first.
    await page.getByTestId('admin-search').fill(name);
    expect(await page.getByTestId('admin-result-count').getAttribute('data-value')).toBe('1');
    await page.getByTestId('admin-search').fill('');
    await page.getByTestId('admin-sort').selectOption('damage');
    const damages = await page
      .getByTestId('admin-weapon-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-name')));
    expect(damages.indexOf(name)).toBe(0);
    await page.getByTestId('admin-rarity').selectOption('legend');
    await card.waitFor();

    expect(await shopWeaponNames(player.token)).toContain(name);
    await card.getByTestId('admin-weapon-toggle').click();
    await page.getByText('تم تحديث السلاح بنجاح!').first().waitFor();
    await page
      .locator(`[data-testid="admin-weapon-card"][data-name="${name}"][data-active="false"]`)
      .waitFor();
    expect(await shopWeaponNames(player.token)).not.toContain(name);
    await page.getByTestId('admin-filter').selectOption('disabled');
    await card.waitFor();
    await page.getByTestId('admin-filter').selectOption('all');
    await card.getByTestId('admin-weapon-toggle').click();
    await page
      .locator(`[data-testid="admin-weapon-card"][data-name="${name}"][data-active="true"]`)
      .waitFor();
    const shop = await api<{ weapons: ShopWeapon[] }>('/api/shop', { token: player.token });
    const listed = shop.weapons.find((weapon) => weapon.name === name);
    expect(listed?.imageUrl).toBe(src);

    // Edit: the form opens on the weapon's own values and keeps its image.
    await card.getByRole('button', { name: 'تعديل' }).click();
    const edit = page.getByTestId('weapon-form');
    await edit.getByText('الصورة الحالية').waitFor();
    expect(await edit.getByLabel('الضرر').inputValue()).toBe('900000');
    await edit.getByLabel('الضرر').fill('899999');
    await page.getByTestId('weapon-form-submit').click();
    await page.getByText('تم تحديث السلاح بنجاح!').first().waitFor();
    await edit.waitFor({ state: 'detached' });
    const edited = await api<{ name: string; damage: number; imageUrl: string }[]>(
      '/api/shop/admin/weapons',
      {
        token: boss.token,
      },
    );
    expect(edited.find((weapon) => weapon.name === name)).toMatchObject({ damage: 899999, imageUrl: src });

    const phone = await openPage(mobile, { session: boss.stored });
    await openTab(phone, 'weapons', 'admin-weapons');
    await phone.getByTestId('admin-weapon-card').first().waitFor();
    await phoneShots(phone, 'mobile-60-admin-weapons', phone.getByTestId('admin-weapon-card').first());
  });

  it('creates and deletes an armor, and refuses to delete one a player owns', async () => {
    const boss = await adminSession();
    const page = await openPage(desktop, { session: boss.stored });
    await openTab(page, 'armors', 'admin-armors');
    await page.getByTestId('admin-armor-row').first().waitFor();
    const head = await statValue(page, 'admin-armors-head');
    await shot(page, 'desktop-62-admin-armors');

    const create = async (name: string, price: string) => {
      await page.getByTestId('admin-armor-add').click();
      const form = page.getByTestId('armor-form');
      await form.waitFor();
      // A full-page form: the list is gone while it is open.
      expect(await page.getByTestId('admin-armors').count()).toBe(0);
      expect(await form.getByLabel('الخانة').inputValue()).toBe('body');
      expect(await form.getByLabel('الدفاع').inputValue()).toBe('1');
      await form.getByLabel('السعر').fill('');
      await page.getByTestId('armor-form-submit').click();
      expect(await form.getByText('يرجى ملء جميع الحقول المطلوبة.').count()).toBe(2);
      await form.getByLabel('اسم الدرع').fill(name);
      await form.getByLabel('الدفاع').fill('9');
      await form.getByLabel('مكافأة الصحة').fill('120');
      await form.getByLabel('السعر').fill(price);
      await form.getByLabel('الخانة').selectOption('head');
      await page.getByTestId('armor-form-image-input').setInputFiles(IMAGE);
      await page.getByTestId('armor-form-image-preview').waitFor();
      if (price === '1') await shot(page, 'desktop-63-admin-armor-form');
      await page.getByTestId('armor-form-submit').click();
      await page.getByText('تم إنشاء الدرع بنجاح!').first().waitFor();
      await page.locator(`[data-testid="admin-armor-row"][data-name="${name}"]`).waitFor();
    };
    const owned = uniqueName('خوذة');
    const spare = uniqueName('قبعة');
    await create(owned, '1');
    await create(spare, '2');
    expect(await statValue(page, 'admin-armors-head')).toBe(head + 2);
    await page.getByTestId('admin-slot').selectOption('head');
    await page.getByTestId('admin-search').fill(spare);
    expect(await page.getByTestId('admin-result-count').getAttribute('data-value')).toBe('1');
    await page.getByTestId('admin-search').fill('');
    await page.getByTestId('admin-slot').selectOption('all');

    const player = await setUpGuestSession();
    const character = await api<{ id: number }>('/api/character/profile', { token: player.token });
    await api(`/api/admin/characters/${character.id}/money`, {
      method: 'POST',
      token: boss.token,
      body: { amount: 100 },
    });
    const armors = await api<{ id: number; name: string }[]>('/api/shop/admin/armors', { token: boss.token });
    const ownedId = armors.find((armor) => armor.name === owned)!.id;
    await api('/api/shop/buy', {
      method: 'POST',
      token: player.token,
      body: { type: 'armor', itemId: ownedId, quantity: 1 },
    });

    const ownedRow = page.locator(`[data-testid="admin-armor-row"][data-name="${owned}"]`);
    await ownedRow.getByRole('button', { name: 'حذف' }).click();
    const dialog = page.getByRole('dialog', { name: 'تأكيد الحذف' });
    await dialog.getByText('هل أنت متأكد من حذف هذا الدرع؟').waitFor();
    await page.getByTestId('confirm-delete').click();
    await page
      .getByText('لا يمكن حذف هذا العنصر لأن بعض اللاعبين يملكونه، قم بتعطيله بدلاً من حذفه')
      .waitFor();
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await ownedRow.waitFor();

    const spareRow = page.locator(`[data-testid="admin-armor-row"][data-name="${spare}"]`);
    await spareRow.getByRole('button', { name: 'حذف' }).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByText('تم حذف الدرع بنجاح!').waitFor();
    await spareRow.waitFor({ state: 'detached' });
    expect(await statValue(page, 'admin-armors-head')).toBe(head + 1);

    const phone = await openPage(mobile, { session: boss.stored });
    await openTab(phone, 'armors', 'admin-armors');
    await phone.getByTestId('admin-armor-row').first().waitFor();
    await phoneShots(phone, 'mobile-62-admin-armors', phone.getByTestId('admin-armor-row').first());
  });

  it('creates a house, a ride and a pet with their defaults, toggles and views', async () => {
    const boss = await adminSession();
    const page = await openPage(desktop, { session: boss.stored });

    // House: defaults, the required fields, a mansion for blackcoins.
    await openTab(page, 'houses', 'admin-houses');
    await page.getByTestId('admin-house-card').first().waitFor();
    await page.getByTestId('admin-house-add').click();
    const houseForm = page.getByTestId('house-form');
    await houseForm.waitFor();
    expect(await houseForm.getByLabel('التكلفة').inputValue()).toBe('1000');
    expect(await houseForm.getByLabel('السعة').inputValue()).toBe('1');
    expect(await houseForm.getByLabel('النوع').inputValue()).toBe('house');
    await houseForm.getByLabel('السعة').fill('0');
    await page.getByTestId('house-form-submit').click();
    await houseForm.getByText('اسم المنزل مطلوب').waitFor();
    await houseForm.getByText('الوصف مطلوب').waitFor();
    await houseForm.getByText('السعة يجب أن يكون ١ على الأقل').waitFor();
    const house = uniqueName('قصر');
    await houseForm.getByLabel('اسم المنزل').fill(house);
    await houseForm.getByLabel('الوصف').fill('قصر على التلة يطل على المدينة.');
    await houseForm.getByLabel('السعة').fill('4');
    await houseForm.getByLabel('مكافأة الدفاع').fill('15');
    await houseForm.getByLabel('النوع').selectOption('mansion');
    await houseForm.getByLabel('الندرة').selectOption('epic');
    await houseForm.getByLabel('العملة').selectOption('blackcoins');
    await page.getByTestId('house-form-image-input').setInputFiles(IMAGE);
    await page.getByTestId('house-form-image-preview').waitFor();
    await shot(page, 'desktop-64-admin-house-form');
    await page.getByTestId('house-form-submit').click();
    await page.getByText('تم إنشاء المنزل بنجاح!').waitFor();
    const houseCard = page.locator(`[data-testid="admin-house-card"][data-name="${house}"]`);
    await houseCard.waitFor();
    expect(await houseCard.getByTestId('price').getAttribute('data-currency')).toBe('blackcoins');
    await houseCard.getByTestId('property-details-toggle').click();
    await houseCard.getByTestId('property-details').getByText('قصر', { exact: true }).waitFor();
    const houses = await api<{ name: string; currency: string; type: string; capacity: number }[]>(
      '/api/admin/houses',
      { token: boss.token },
    );
    expect(houses.find((h) => h.name === house)).toMatchObject({
      currency: 'blackcoins',
      type: 'mansion',
      capacity: 4,
    });
    await houseCard.getByTestId('admin-house-card-toggle').click();
    await page.getByText('تم تحديث حالة المنزل بنجاح!').waitFor();
    await page
      .locator(`[data-testid="admin-house-card"][data-name="${house}"][data-active="false"]`)
      .waitFor();
    await page.getByTestId('admin-view-list').click();
    await page.locator('[data-testid="property-list"][data-view="list"]').waitFor();
    await shot(page, 'desktop-65-admin-houses-list');
    await page.getByTestId('admin-view-grid').click();
    await shot(page, 'desktop-66-admin-houses');

    // Ride: the upload says so; grid and list.
    await openTab(page, 'rides', 'admin-rides');
    await page.getByTestId('admin-ride-add').click();
    const rideForm = page.getByTestId('ride-form');
    await rideForm.waitFor();
    const ride = uniqueName('دراجة');
    await rideForm.getByLabel('اسم السيارة').fill(ride);
    await rideForm.getByLabel('الوصف').fill('دراجة نارية سريعة للهروب.');
    await rideForm.getByLabel('مكافأة الهجوم').fill('6');
    await page.getByTestId('ride-form-image-input').setInputFiles(IMAGE);
    await page.getByText('تم رفع الصورة بنجاح').waitFor();
    await page.getByTestId('ride-form-submit').click();
    await page.getByText('تم إنشاء السيارة بنجاح!').waitFor();
    await page.locator(`[data-testid="admin-ride-card"][data-name="${ride}"]`).waitFor();
    await shot(page, 'desktop-67-admin-rides');
    await page.getByTestId('admin-view-list').click();
    await page.locator('[data-testid="property-list"][data-view="list"]').waitFor();

    // Pet: a list only.
    await openTab(page, 'pets', 'admin-pets');
    expect(await page.getByTestId('admin-view-grid').count()).toBe(0);
    await page.getByTestId('admin-pet-add').click();
    const petForm = page.getByTestId('pet-form');
    await petForm.waitFor();
    const pet = uniqueName('ذئب');
    await petForm.getByLabel('اسم الحيوان الأليف').fill(pet);
    await petForm.getByLabel('الوصف').fill('ذئب رمادي يحرس المخبأ.');
    await petForm.getByLabel('مكافأة القوة').fill('11');
    await petForm.getByLabel('العملة').selectOption('blackcoin');
    await page.getByTestId('pet-form-submit').click();
    await page.getByText('تم إنشاء الحيوان الأليف بنجاح!').waitFor();
    const petCard = page.locator(`[data-testid="admin-pet-card"][data-name="${pet}"]`);
    await petCard.waitFor();
    expect(await petCard.getByTestId('price').getAttribute('data-currency')).toBe('blackcoin');
    await shot(page, 'desktop-68-admin-pets');
    await petCard.getByTestId('admin-pet-card-toggle').click();
    await page.getByText('تم تحديث حالة الحيوان الأليف بنجاح!').waitFor();
    await page.locator(`[data-testid="admin-pet-card"][data-name="${pet}"][data-active="false"]`).waitFor();
    await petCard.getByRole('button', { name: 'حذف' }).click();
    await page.getByText('هل أنت متأكد من حذف هذا الحيوان الأليف؟').waitFor();
    await page.getByTestId('confirm-delete').click();
    await page.getByText('تم حذف الحيوان الأليف بنجاح!').waitFor();
    await petCard.waitFor({ state: 'detached' });

    const phone = await openPage(mobile, { session: boss.stored });
    for (const [tab, section, card] of [
      ['houses', 'admin-houses', 'admin-house-card'],
      ['rides', 'admin-rides', 'admin-ride-card'],
      ['pets', 'admin-pets', 'admin-pet-card'],
    ]) {
      await openTab(phone, tab, section);
      await phone.getByTestId(card).first().waitFor();
      const number = tab === 'houses' ? 66 : tab === 'rides' ? 67 : 68;
      await phoneShots(phone, `mobile-${number}-admin-${tab}`, phone.getByTestId(card).first());
    }
  });
});
