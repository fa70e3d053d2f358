import type { Page } from 'playwright-core';
import {
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

/** Player versus player: active players, the fight flow seen live by both fighters, leaderboard ratings. */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

/** A set-up guest raised to `level` (fights unlock at 6, the leaderboard at 30). */
async function playerAt(level: number) {
  const player = await setUpGuestSession();
  await sql('UPDATE characters SET level = $2 WHERE user_id = $1', [player.userId, level]);
  return player;
}

/** The socket.io event names the page sends (frames `42["event",...]`, with an ack id `42<n>[...]`). */
function sentEvents(page: Page): { event: string; payload: unknown }[] {
  const sent: { event: string; payload: unknown }[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const match = typeof payload === 'string' ? /^42\d*(\[.*)$/s.exec(payload) : null;
      if (!match) return;
      const [event, body] = JSON.parse(match[1]) as [string, unknown];
      sent.push({ event, payload: body });
    }),
  );
  return sent;
}

describe('fights', () => {
  it('attacks from the active players page and both fighters see the result live', async () => {
    const attacker = await playerAt(10);
    const defender = await playerAt(10);

    // The defender is online (its socket is what makes it active) and waits on the same page.
    const defenderPage = await openPage(mobile, { session: defender.stored });
    await defenderPage.goto('/dashboard/active-users');
    await defenderPage.locator('[data-testid="connection"][data-state="online"]').first().waitFor();

    const page = await openPage(desktop, { session: attacker.stored });
    const sent = sentEvents(page);
    await page.goto('/dashboard/active-users');
    await page.locator('[data-testid="connection"][data-state="online"]').first().waitFor();
    const row = page.locator(`[data-testid="active-player"][data-username="${defender.username}"]`);
    await row.waitFor();
    expect(await row.getByTestId('online-dot').getAttribute('data-online')).toBe('true');
    await shot(page, 'desktop-60-active-users');
    await row.getByRole('button', { name: 'هاجم' }).click();

    // fight-processing replaces itself with the result: the log comes line by line, then the summary.
    await page.waitForURL('**/dashboard/fight-result');
    // The fight went over the live connection (spec 000 section 7: requestFight).
    expect(sent.filter((s) => s.event === 'requestFight')).toEqual([
      { event: 'requestFight', payload: { targetUserId: defender.userId } },
    ]);
    // Whether the summary is up, read in the page on the first frame that shows a log line: a second
    // round trip after the line could come after the whole reveal on a loaded machine (400 ms a line).
    const summaryWithFirstLine = await page.waitForFunction(() =>
      document.querySelector('[data-testid="combat-log-line"]')
        ? { shown: document.querySelector('[data-testid="fight-summary"]') !== null }
        : null,
    );
    expect(await summaryWithFirstLine.jsonValue()).toEqual({ shown: false });
    const summary = page.getByTestId('fight-summary');
    await summary.waitFor({ timeout: 30_000 });
    const lines = await page.getByTestId('combat-log-line').count();
    expect(lines).toBeGreaterThan(1);
    await shot(page, 'desktop-61-fight-result');

    // History was replaced: going back skips fight-processing and lands on the active players page.
    await page.goBack();
    await page.waitForURL('**/dashboard/active-users');
    const fightId = await page.getByTestId('last-fight').getAttribute('data-fight-id');
    expect(fightId).toBeTruthy();

    // The defender got the same fight through the socket, without reloading.
    const live = defenderPage.locator(`[data-testid="last-fight"][data-fight-id="${fightId}"]`);
    await live.waitFor();
    expect(await live.innerText()).toContain(attacker.username);
    await expectNoOverflow(defenderPage);
    await shot(defenderPage, 'mobile-60-active-users-live');
    await live.getByRole('button', { name: 'عرض النتيجة' }).click();
    await defenderPage.getByTestId('fight-summary').waitFor({ timeout: 30_000 });
    await expectNoOverflow(defenderPage);
    await shot(defenderPage, 'mobile-61-fight-result');
    await defenderPage.getByTestId('fight-back').click();
    await defenderPage.waitForURL(/\/dashboard$/);
  });

  it('refuses to start a fight without a target and sends the player to the active players', async () => {
    const player = await playerAt(10);
    const page = await openPage(desktop, { session: player.stored });
    await page.goto('/dashboard/fight-processing');
    await page.getByText('تعذر بدء المعركة').waitFor();
    await page.waitForURL('**/dashboard/active-users');
    await page.goto('/dashboard/fight-result');
    await page.waitForURL('**/dashboard/active-users');
  });
});

describe('leaderboard', () => {
  it('is locked below level 30', async () => {
    const player = await playerAt(10);
    const page = await openPage(desktop, { session: player.stored });
    await page.goto('/dashboard/leaderboard');
    await page.getByTestId('feature-locked').getByText('هذه الميزة تتطلب المستوى ٣٠').waitFor();
  });

  it('likes and dislikes a player with the spec toasts, the current rating disabled', async () => {
    const rater = await playerAt(30);
    await playerAt(30);
    const page = await openPage(desktop, { session: rater.stored });
    const sent = sentEvents(page);
    await page.goto('/dashboard/leaderboard');
    await page.getByTestId('leaderboard-table').waitFor();
    const row = page.locator(`[data-testid="leader-row"]:not([data-user-id="${rater.userId}"])`).first();
    await row.waitFor();
    await shot(page, 'desktop-62-leaderboard');

    const like = row.getByTestId('like');
    const dislike = row.getByTestId('dislike');
    const likesBefore = await like.getByTestId('likes').innerText();
    await like.click();
    await page.getByText('تم تسجيل الإعجاب').waitFor();
    await expect(like.isDisabled()).resolves.toBe(true);
    expect(await like.getByTestId('likes').innerText()).not.toBe(likesBefore);

    await dislike.click();
    await page.getByText('تم الغاء الإعجاب').waitFor();
    await expect(dislike.isDisabled()).resolves.toBe(true);
    await expect(like.isDisabled()).resolves.toBe(false);
    expect(await like.getByTestId('likes').innerText()).toBe(likesBefore);

    // Each tab loads its own board.
    await page.getByTestId('tab-fightsWon').click();
    await page.getByRole('columnheader', { name: 'عدد القتلى' }).waitFor();

    // The screen is in the socket's leaderboard room and asked for each tab's board; leaving it leaves.
    const room = () => sent.filter((s) => ['join', 'rankings:request', 'leave'].includes(s.event));
    await row.getByTestId('leader-name').click();
    await page.waitForURL('**/dashboard/profile**');
    for (let i = 0; i < 50 && !room().some((s) => s.event === 'leave'); i += 1)
      await page.waitForTimeout(100);
    expect(room()).toEqual([
      { event: 'join', payload: { room: 'leaderboard', sort: 'fame' } },
      { event: 'rankings:request', payload: { sort: 'fame', limit: 50 } },
      { event: 'rankings:request', payload: { sort: 'fightsWon', limit: 50 } },
      { event: 'leave', payload: { room: 'leaderboard' } },
    ]);

    const phone = await openPage(mobile, { session: rater.stored });
    await phone.goto('/dashboard/leaderboard');
    await phone.getByTestId('leaderboard-cards').waitFor();
    await expectNoOverflow(phone);
    await shot(phone, 'mobile-62-leaderboard');
  });
});
