import type { INestApplicationContext } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { account, Currency, HeldAccount } from '../../src/modules/wallet/account';
import type { EconomyAuditDto } from '../../src/modules/wallet/economy-audit.dto';
import type { EconomyAuditService } from '../../src/modules/wallet/economy-audit.service';
import type { WalletService } from '../../src/modules/wallet/wallet.service';
import { createPlayer, Player, signInAdmin } from './api';
import type { TestApp } from './test-app';

/**
 * Test data builders (STYLE.md rule 10): a feature's test states the player it needs in one line,
 * `givenPlayer(app, { level: 11, money: 5000 })`, instead of rebuilding accounts. Balances are
 * granted through the wallet (reason `test_grant`, minted), so the ledger and the economy audit
 * stay balanced in every test.
 */

/** Balances to grant, in whole units. */
export interface Grant {
  money?: number;
  blackcoins?: number;
  bankBalance?: number;
}

/** Character fields a test may set directly, plus balances granted through the wallet. */
export interface PlayerOptions extends Grant {
  username?: string;
  level?: number;
  hp?: number;
  energy?: number;
  trainedStrength?: number;
  trainedDefense?: number;
}

const COLUMNS: Record<string, string> = {
  level: 'level',
  hp: 'hp',
  energy: 'energy',
  trainedStrength: 'trained_strength',
  trainedDefense: 'trained_defense',
};

/** A signed-in player (guest, account setup done through the API) with the given level, vitals and balances. */
export async function givenPlayer(app: TestApp, options: PlayerOptions = {}): Promise<Player> {
  const player = await createPlayer(app, options.username ? { username: options.username } : {});
  const fields = Object.entries(COLUMNS).filter(([key]) => options[key as keyof PlayerOptions] !== undefined);
  if (fields.length) {
    const sets = fields.map(([, column], index) => `${column} = $${index + 2}`);
    // Stored HP and energy count from now, so regeneration does not change them under the test.
    if (options.hp !== undefined) sets.push('hp_updated_at = now()');
    if (options.energy !== undefined) sets.push('energy_updated_at = now()');
    await app.dataSource.query(`UPDATE characters SET ${sets.join(', ')} WHERE id = $1`, [
      player.characterId,
      ...fields.map(([key]) => options[key as keyof PlayerOptions]),
    ]);
  }
  await grant(app, player.characterId, options);
  return player;
}

/** The first admin's access token. */
export function givenAdmin(app: TestApp): Promise<string> {
  return signInAdmin(app);
}

/** Credits a character's cash and bank through the wallet (minted, reason `test_grant`). */
export async function grant(app: TestApp, characterId: number, balances: Grant): Promise<void> {
  const transfers = [
    { to: account.cash(characterId), currency: Currency.MONEY, amount: balances.money },
    { to: account.cash(characterId), currency: Currency.BLACKCOINS, amount: balances.blackcoins },
    { to: account.bank(characterId), currency: Currency.MONEY, amount: balances.bankBalance },
  ].flatMap(({ to, currency, amount }) => (amount ? [{ from: 'mint' as const, to, currency, amount }] : []));
  if (transfers.length)
    await app.app.get<WalletService>('WalletService').apply({ transfers, reason: 'test_grant' });
}

/** A character's cash and bank balances, read from the wallet. */
export async function balancesOf(
  app: TestApp,
  characterId: number,
): Promise<{ money: number; blackcoins: number; bankBalance: number }> {
  const balances = await app.app.get<WalletService>('WalletService').characterBalances([characterId]);
  return balances.get(characterId)!;
}

/** Sum of a held account's ledger deltas (equals its balance when the books are right). */
export async function ledgerSum(app: TestApp, held: HeldAccount, currency: Currency): Promise<number> {
  const [row] = await app.dataSource.query(
    `SELECT COALESCE(sum(l.delta), 0)::bigint AS total FROM ledger_entries l
       JOIN wallet_accounts a ON a.id = l.account_id
      WHERE a.kind = $1 AND a.owner_id = $2 AND a.currency = $3`,
    [held.kind, held.ownerId, currency],
  );
  return Number(row.total);
}

/** The economy audit of the test's database (the service behind `GET /api/admin/economy/audit`). */
export function economyAudit(app: { app: Pick<INestApplicationContext, 'get'> }): Promise<EconomyAuditDto> {
  return app.app.get<EconomyAuditService>('EconomyAuditService').audit();
}

export type { Player };

const issuedIps = new Set<string>();
/**
 * An IPv4 address in 10.0.0.0/8 that no other test file in any jest worker will use: files of one worker share
 * their app's `user_ips` table, so a fixed address (say 198.51.100.7) can be shared by another file's players and
 * turn up flagged where a test expects it alone. Each call draws all 24 host bits at random (jest evaluates this
 * module afresh for every file, so a per-file counter on a random prefix collided: one random byte between a
 * handful of files clashed in CI); a file never gets the same address twice.
 */
export function uniqueTestIp(): string {
  for (;;) {
    const n = randomInt(1, 0xffffff);
    const ip = `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
    if (!issuedIps.has(ip)) {
      issuedIps.add(ip);
      return ip;
    }
  }
}

/**
 * Gives the player exactly these sign-in addresses in `user_ips` (every test player signed up from
 * 127.0.0.1): what the flagged-address screen and the linked-account check read.
 */
export async function seenAt(
  app: { dataSource: Pick<TestApp['dataSource'], 'query'> },
  player: Pick<Player, 'userId'>,
  ...ips: string[]
): Promise<void> {
  await app.dataSource.query(`DELETE FROM user_ips WHERE user_id = $1`, [player.userId]);
  for (const ip of ips)
    await app.dataSource.query(
      `INSERT INTO user_ips (user_id, ip, first_seen_at, last_seen_at) VALUES ($1, $2, now(), now())`,
      [player.userId, ip],
    );
}
