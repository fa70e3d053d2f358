import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import type { AccountAccessService } from '../src/modules/auth/account-access.service';
import type { SessionService } from '../src/modules/auth/session.service';
import { api, createPlayer, Player } from './support/api';
import { testRedisUrl } from './support/databases';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The access flags (ban, session generation) are kept in each node's memory, without a Redis round
 * trip per request; `invalidate` on one node reaches every node through Redis pub/sub and resolves
 * only once every node confirmed, so the next request on ANY node sees the change.
 */
describe('account access cached in process on two nodes', () => {
  let first: TestApp;
  let second: TestApp;
  let player: Player;

  beforeAll(async () => {
    // From source: a test spies on the access service's logger class, which must be the app's.
    first = await startTestApp({ fromSource: true });
    second = await startTestApp({ shareWith: first, fromSource: true });
    player = await createPlayer(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const profileStatus = async (node: TestApp) =>
    (await api(node, 'GET', '/api/character/profile', { token: player.token })).status;

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

    await first.app.get<AccountAccessService>('AccountAccessService').invalidate(player.userId);
    expect(await profileStatus(second)).toBe(403);
    expect(await profileStatus(first)).toBe(403);

    await first.dataSource.query(
      `UPDATE users SET is_banned = false, ban_reason = NULL, banned_at = NULL WHERE id = $1`,
      [player.userId],
    );
    await second.app.get<AccountAccessService>('AccountAccessService').invalidate(player.userId);
    expect(await profileStatus(first)).toBe(200);
    expect(await profileStatus(second)).toBe(200);
  });

  it('refuses tokens of an ended session generation on the other node once the sessions are closed', async () => {
    expect(await profileStatus(first)).toBe(200);
    await first.dataSource.query(
      `UPDATE users SET session_generation = session_generation + 1 WHERE id = $1`,
      [player.userId],
    );
    expect(await profileStatus(first)).toBe(200);
    await second.app.get<SessionService>('SessionService').closeEndedSessions(player.userId);
    expect(await profileStatus(first)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
  });

  it('does not hang on a subscriber that never confirms (a stuck node): the live nodes still drop the entry', async () => {
    const stuck = new Redis(testRedisUrl());
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const seen: string[] = [];
    stuck.on('message', (_channel: string, message: string) => seen.push(message));
    await stuck.subscribe(`${first.config.REDIS_KEY_PREFIX}access:invalidate`);
    try {
      const other = await createPlayer(first);
      const status = async (node: TestApp) =>
        (await api(node, 'GET', '/api/character/profile', { token: other.token })).status;
      expect([await status(first), await status(second)]).toEqual([200, 200]);
      await first.dataSource.query(`UPDATE users SET is_banned = true, ban_reason = 'غش' WHERE id = $1`, [
        other.userId,
      ]);
      await second.app.get<AccountAccessService>('AccountAccessService').invalidate(other.userId);
      // The two nodes confirmed; the stuck subscriber did not, and the wait gave up on it.
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${other.userId}: 2 of 3 nodes confirmed`));
      expect(seen).toEqual([expect.stringMatching(new RegExp(` ${other.userId}$`))]);
      expect([await status(first), await status(second)]).toEqual([403, 403]);
    } finally {
      warn.mockRestore();
      await stuck.quit();
    }
  });
});
