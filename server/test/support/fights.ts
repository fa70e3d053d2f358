import { account, Currency } from '../../src/modules/wallet/account';
import { api, createPlayer, Player } from './api';
import { balancesOf, grant, ledgerSum as accountLedgerSum } from './factories';
import type { TestApp } from './test-app';

/** Fight test helpers shared by `fight.int-spec.ts` and `fight-cluster.int-spec.ts`. */

/** Character factory on top of `createPlayer`: level, stats and cash set the way a test needs them. */
export async function fighterFactory(
  app: TestApp,
  options: {
    level?: number;
    money?: number;
    trainedStrength?: number;
    hp?: number;
    energy?: number;
    vip?: boolean;
  } = {},
): Promise<Player> {
  const player = await createPlayer(app);
  await app.dataSource.query(
    `UPDATE characters SET level = $2, trained_strength = $3, hp = $4, hp_updated_at = now(), energy = $5, energy_updated_at = now(),
            vip_expires_at = CASE WHEN $6 THEN now() + interval '1 day' ELSE NULL END
      WHERE id = $1`,
    [
      player.characterId,
      options.level ?? 10,
      options.trainedStrength ?? 0,
      options.hp ?? 1900,
      options.energy ?? 100,
      options.vip ?? false,
    ],
  );
  await grant(app, player.characterId, { money: options.money });
  return player;
}

export async function characterRow(app: TestApp, player: Player) {
  const [row] = await app.dataSource.query(`SELECT * FROM characters WHERE id = $1`, [player.characterId]);
  return { ...row, money: (await balancesOf(app, player.characterId)).money, exp: Number(row.exp) };
}

export function ledgerSum(app: TestApp, player: Player): Promise<number> {
  return accountLedgerSum(app, account.cash(player.characterId), Currency.MONEY);
}

export const fight = (app: TestApp, attacker: Player, target: Player) =>
  api(app, 'POST', `/api/fight/${target.userId}`, { token: attacker.token });
