import { randomBytes } from 'node:crypto';
import { GangRank } from '../../src/game/gangs.rules';
import { account, Currency } from '../../src/modules/wallet/account';
import type { WalletService } from '../../src/modules/wallet/wallet.service';
import { api, Player } from './api';
import { givenPlayer } from './factories';
import type { TestApp } from './test-app';

/** A gang built for a test: its id, its boss and its other members in the order asked for. */
export interface TestGang {
  id: number;
  name: string;
  boss: Player;
  members: { player: Player; role: GangRank }[];
}

/**
 * A fresh gang name (13 characters: 'g' and 12 random hex digits). Files of one jest worker share its
 * app's gangs table and each starts its own module registry, so a per-file counter with 4 random
 * digits collided (GANG_NAME_TAKEN seen in special-items-gang-bomb, 2026-11-28).
 */
export function gangName(): string {
  return `g${randomBytes(6).toString('hex')}`;
}

/**
 * A gang founded through the API by a level-10 boss (who pays the 50,000), with members of the
 * given ranks (level-10 players placed directly, as accepting and promoting each would) and a
 * treasury minted through the wallet (reason `test_grant`).
 */
export async function givenGang(
  app: TestApp,
  options: { ranks?: GangRank[]; treasury?: number; bossMoney?: number } = {},
): Promise<TestGang> {
  const boss = await givenPlayer(app, { level: 10, money: 50_000 + (options.bossMoney ?? 0) });
  const name = gangName();
  const created = await api(app, 'POST', '/api/gangs', { token: boss.token, body: { name } });
  if (created.status !== 201) throw new Error(`create gang failed: ${JSON.stringify(created.body)}`);
  const id: number = created.body.id;
  const members = await Promise.all(
    (options.ranks ?? []).map(async (role) => {
      const player = await givenPlayer(app, { level: 10 });
      await app.dataSource.query(`INSERT INTO gang_members (gang_id, user_id, role) VALUES ($1, $2, $3)`, [
        id,
        player.userId,
        role,
      ]);
      return { player, role };
    }),
  );
  if (options.treasury) {
    await app.app.get<WalletService>('WalletService').apply({
      transfers: [
        { from: 'mint', to: account.gangTreasury(id), currency: Currency.MONEY, amount: options.treasury },
      ],
      reason: 'test_grant',
    });
  }
  return { id, name, boss, members };
}

/** A gang's treasury balance, read from the wallet. */
export function treasuryOf(app: TestApp, gangId: number): Promise<number> {
  return app.app.get<WalletService>('WalletService').balance(account.gangTreasury(gangId), Currency.MONEY);
}

/** Everything a gang call could change, to compare before and after a refused one. */
export async function gangState(app: TestApp, gangId: number): Promise<unknown> {
  const [gang] = await app.dataSource.query(`SELECT name, description, board FROM gangs WHERE id = $1`, [
    gangId,
  ]);
  const members = await app.dataSource.query(
    `SELECT user_id, role FROM gang_members WHERE gang_id = $1 ORDER BY user_id`,
    [gangId],
  );
  const requests = await app.dataSource.query(
    `SELECT id, status FROM gang_join_requests WHERE gang_id = $1 ORDER BY id`,
    [gangId],
  );
  const ledger = await app.dataSource.query(`SELECT count(*)::int AS entries FROM ledger_entries`);
  return { gang, members, requests, treasury: await treasuryOf(app, gangId), ledger };
}
