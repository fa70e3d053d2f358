import { account, Currency } from '../../src/modules/wallet/account';
import { api, createPlayer, Player } from './api';
import { balancesOf, grant, ledgerSum } from './factories';
import { TestApp } from './test-app';

/** Shared by the blood-contract integration tests: players, balances and contract requests. */

/** A level-10 player by default, with the cash and strength a test needs. */
export async function playerFactory(
  app: TestApp,
  options: { level?: number; money?: number; trainedStrength?: number; hp?: number } = {},
) {
  const player = await createPlayer(app);
  await app.dataSource.query(
    `UPDATE characters SET level = $2, trained_strength = $3, hp = $4, hp_updated_at = now(), energy = 100, energy_updated_at = now() WHERE id = $1`,
    [player.characterId, options.level ?? 10, options.trainedStrength ?? 0, options.hp ?? 1900],
  );
  if (options.money) {
    await grant(app, player.characterId, { money: options.money });
  }
  return player;
}

export async function money(app: TestApp, player: Player): Promise<number> {
  return (await balancesOf(app, player.characterId)).money;
}

export async function ledger(app: TestApp, player: Player): Promise<number> {
  return ledgerSum(app, account.cash(player.characterId), Currency.MONEY);
}

/** A contract's ledger entries on players' cash accounts, oldest first; with `escrow`, its escrow account's too. */
export async function contractEntries(
  app: TestApp,
  contractId: number,
  { escrow = false } = {},
): Promise<{ reason: string; delta: number; account: string }[]> {
  const rows = await app.dataSource.query(
    `SELECT l.reason, l.delta, a.kind || ':' || a.owner_id AS account FROM ledger_entries l
       JOIN wallet_accounts a ON a.id = l.account_id
      WHERE l.reference = $1 AND (a.kind = 'cash' OR $2) ORDER BY l.id`,
    [`blood-contract:${contractId}`, escrow],
  );
  return rows.map((row: { reason: string; delta: string; account: string }) => ({
    ...row,
    delta: Number(row.delta),
  }));
}

export const post = (app: TestApp, poster: Player, target: Player, reward: number) =>
  api(app, 'POST', '/api/blood-contracts', {
    token: poster.token,
    body: { targetUserId: target.userId, reward },
  });

export const execute = (app: TestApp, assassin: Player, contractId: number) =>
  api(app, 'POST', `/api/blood-contracts/${contractId}/execute`, { token: assassin.token });
