import {
  api,
  closeBrowser,
  closeContexts,
  desktop,
  expectNoOverflow,
  launch,
  mobile,
  openPage,
  setUpGuestSession,
  shot,
  sql,
} from './support';

/** Issue 29: the provably fair check page replays a fight in the browser once its seed is revealed. */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

async function fighter() {
  const player = await setUpGuestSession();
  await sql('UPDATE characters SET level = 10 WHERE user_id = $1', [player.userId]);
  return player;
}

interface FightAnswer {
  fightId: string;
  log: string[];
  fairness: { proofId: string; commitment: string; nonce: number };
}

describe('provably fair check page', () => {
  it('opens a fight from the history, rotates the seed and sees the browser replay agree line by line', async () => {
    const attacker = await fighter();
    const defender = await fighter();
    const before = await api<{ commitment: string }>('/api/fairness', { token: attacker.token });
    const result = await api<FightAnswer>(`/api/fight/${defender.userId}`, {
      method: 'POST',
      token: attacker.token,
    });
    expect(result.fairness).toMatchObject({ commitment: before.commitment, nonce: 0 });

    const page = await openPage(desktop, { session: attacker.stored });
    await page.goto('/dashboard/profile');
    // The fight history links each fight to its proof.
    await page.getByTestId('fight-history').getByTestId('fairness-link').first().click();
    await page.waitForURL(`**/dashboard/fairness?proof=${result.fairness.proofId}`);
    await page.getByTestId('proof-hidden').waitFor();
    expect(await page.getByTestId('fairness-state').textContent()).toContain(before.commitment);
    await shot(page, 'desktop-90-fairness-before-rotation');

    await page.getByTestId('rotate-seed').click();
    const verdict = page.getByTestId('proof-verdict');
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.getAttribute('data-matches')).toBe('true');
    expect(await page.getByTestId('verdict-commitment').getAttribute('data-ok')).toBe('true');
    const lines = page.getByTestId('replay-line');
    // Every log line of the fight, then the numbers, each recomputed and agreeing.
    expect(await lines.count()).toBeGreaterThan(result.log.length);
    expect(await page.locator('[data-testid="replay-line"][data-matches="false"]').count()).toBe(0);
    expect(await lines.first().textContent()).toContain(result.log[0]);
    // The revealed seed is the one committed before the fight.
    const revealed = await page.getByTestId('revealed-seeds').textContent();
    expect(revealed).toContain(before.commitment);
    expect((await page.getByTestId('fairness-state').textContent())?.includes(before.commitment)).toBe(false);
    await shot(page, 'desktop-91-fairness-verified');

    const phone = await openPage(mobile, { session: attacker.stored });
    await phone.goto(`/dashboard/fairness?proof=${result.fairness.proofId}`);
    await phone.getByTestId('proof-verdict').waitFor({ timeout: 15_000 });
    expect(await phone.getByTestId('proof-verdict').getAttribute('data-matches')).toBe('true');
    await expectNoOverflow(phone);
    await shot(phone, 'mobile-92-fairness-verified');
  });

  it('changes the client seed from the page and refuses an invalid one in Arabic', async () => {
    const player = await fighter();
    const page = await openPage(mobile, { session: player.stored });
    await page.goto('/dashboard/fairness');
    await page.getByTestId('fairness-state').waitFor();
    await page.locator('input[name="clientSeed"]').fill('a:b');
    await page.getByTestId('save-client-seed').click();
    await page.getByText('بذرة اللاعب يجب أن تكون من ١ إلى ٦٤ حرفاً').first().waitFor();
    await page.locator('input[name="clientSeed"]').fill('my_seed-2026');
    await page.getByTestId('save-client-seed').click();
    await page.getByTestId('fairness-state').getByText('my_seed-2026').waitFor();
    const state = await api<{ clientSeed: string }>('/api/fairness', { token: player.token });
    expect(state.clientSeed).toBe('my_seed-2026');
    await expectNoOverflow(page);
    await shot(page, 'mobile-93-fairness-client-seed');
  });
});
