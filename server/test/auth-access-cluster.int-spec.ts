import { AccountAccessService } from '../src/modules/auth/account-access.service';
import { SessionService } from '../src/modules/auth/session.service';
import { api, createPlayer, Player } from './support/api';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The access flags (ban, session generation) are kept in each node's memory, without a Redis round
 * trip per request; `invalidate` on one node reaches every node through Redis pub/sub.
 */
describe('account access cached in process on two nodes', () => {
  let first: TestApp;
  let second: TestApp;
  let player: Player;

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({ shareWith: first });
    player = await createPlayer(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const profileStatus = async (node: TestApp) =>
    (await api(node, 'GET', '/api/character/profile', { token: player.token })).status;

  /** Polls until the node answers `status` (pub/sub delivery is asynchronous), at most 3 s. */
  async function eventually(node: TestApp, status: number): Promise<number> {
    let last = 0;
    for (let i = 0; i < 60; i++) {
      last = await profileStatus(node);
      if (last === status) return last;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return last;
  }

  it('serves the cached flags until invalidated, then every node refuses a ban and accepts the unblock', async () => {
    expect(await profileStatus(first)).toBe(200);
    expect(await profileStatus(second)).toBe(200);

    await first.dataSource.query(
      `UPDATE users SET is_banned = true, ban_reason = 'غش', banned_at = now() WHERE id = $1`,
      [player.userId],
    );
    // Not invalidated yet: both nodes still answer from memory (no per-request read).
    expect(await profileStatus(first)).toBe(200);
    expect(await profileStatus(second)).toBe(200);

    await first.app.get(AccountAccessService).invalidate(player.userId);
    expect(await profileStatus(first)).toBe(403);
    expect(await eventually(second, 403)).toBe(403);

    await first.dataSource.query(
      `UPDATE users SET is_banned = false, ban_reason = NULL, banned_at = NULL WHERE id = $1`,
      [player.userId],
    );
    await second.app.get(AccountAccessService).invalidate(player.userId);
    expect(await profileStatus(second)).toBe(200);
    expect(await eventually(first, 200)).toBe(200);
  });

  it('refuses tokens of an ended session generation on the other node once the sessions are closed', async () => {
    expect(await profileStatus(first)).toBe(200);
    await first.dataSource.query(
      `UPDATE users SET session_generation = session_generation + 1 WHERE id = $1`,
      [player.userId],
    );
    expect(await profileStatus(first)).toBe(200);
    await second.app.get(SessionService).closeEndedSessions(player.userId);
    expect(await profileStatus(second)).toBe(401);
    expect(await eventually(first, 401)).toBe(401);
  });
});
