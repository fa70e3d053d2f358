import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import type { RandomSource } from '../src/common/random';
import { migrateWithLock } from '../src/infra/database/migrate';
import { api, Player } from './support/api';
import { signUpBody } from './support/accounts';
import { appDatabaseUrl, databaseUrl, dropDatabase, onServer } from './support/databases';
import { givenAdmin, grant } from './support/factories';
import { fight } from './support/fights';
import { PNG_1X1, uploadCrimeImage } from './support/images';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The restore drill (issue 25 item 4; README "Backups and restore"): play a little, back the
 * database up with deploy/backup/pg-backup.sh (pg_dump, custom format), restore the dump with
 * deploy/backup/pg-restore.sh into a new database, start a node on it with an empty Redis prefix,
 * and the players, the uploaded images and the books are all there: a player signs in with the
 * password, and the admin economy audit answers ok with the same totals as before the backup.
 */

jest.setTimeout(180_000);

const execFileAsync = promisify(execFile);
const backupDir = path.resolve(__dirname, '../../deploy/backup');

/** Runs one of deploy/backup's scripts with DATABASE_URL (and `env`); returns its stdout. */
async function runScript(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await execFileAsync('sh', [path.join(backupDir, script), ...args], {
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** The database name of a PostgreSQL URL. */
const databaseOf = (url: string) => new URL(url).pathname.slice(1);

describe('backup and restore drill', () => {
  let source: TestApp | undefined;
  let restored: TestApp | undefined;
  let dumps: string | undefined;
  const restoredName = `darkcity_test_restored_${process.pid}`;

  afterAll(async () => {
    await restored?.close();
    await source?.close();
    await dropDatabase(databaseUrl(restoredName));
    if (dumps) await rm(dumps, { recursive: true, force: true });
  });

  /** Signs up with e-mail and password; the player as the factories describe one, plus its password. */
  async function signUp(app: TestApp): Promise<Player & { email: string; password: string }> {
    const body = signUpBody();
    const response = await api(app, 'POST', '/api/auth/signup', { body });
    expect(response.status).toBe(201);
    const profile = await api(app, 'GET', '/api/character/profile', { token: response.body.accessToken });
    return {
      token: response.body.accessToken,
      refreshToken: response.body.refreshToken,
      userId: response.body.user.id,
      characterId: profile.body.id,
      username: body.username,
      email: body.email,
      password: body.password,
    };
  }

  it('restores a dump into a new database where a node starts, a player signs in and the audit has the same totals', async () => {
    source = await startTestApp();
    const adminToken = await givenAdmin(source);

    // Play a little: two players with passwords, a crime, a shop purchase and a fight.
    const [attacker, target] = [await signUp(source), await signUp(source)];
    for (const player of [attacker, target]) {
      await source.dataSource.query(
        `UPDATE characters SET level = 10, hp = 1900, hp_updated_at = now(), energy = 100, energy_updated_at = now()
          WHERE id = $1`,
        [player.characterId],
      );
      await grant(source, player.characterId, { money: 5_000 });
    }
    const image = await uploadCrimeImage(source, adminToken, PNG_1X1, 'crime.png', 'image/png');
    expect(image.status).toBe(201);
    const imageBytes = async (app: TestApp) => {
      const response = await fetch(new URL(image.body.imageUrl, app.url));
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const storedImage = await imageBytes(source);
    const crime = await api(source, 'POST', '/api/crimes', {
      token: adminToken,
      body: { name: 'سرقة النسخة', imageUrl: image.body.imageUrl, reward: 250 },
    });
    expect(crime.status).toBe(201);
    // The draw that succeeds (as crimes.int-spec.ts forces it), so the reward is paid.
    const draw = jest.spyOn(source.app.get<RandomSource>('RandomSource'), 'next').mockReturnValue(0);
    const committed = await api(source, 'POST', `/api/crimes/${crime.body.id}/commit`, {
      token: attacker.token,
    });
    draw.mockRestore();
    expect(committed.status).toBe(200);
    const weapon = await api(source, 'POST', '/api/shop/admin/weapons', {
      token: adminToken,
      body: { name: 'سكين النسخة', price: 700 },
    });
    expect(weapon.status).toBe(201);
    const bought = await api(source, 'POST', '/api/shop/buy', {
      token: target.token,
      body: { type: 'weapon', itemId: weapon.body.id },
    });
    expect(bought.status).toBe(200);
    expect((await fight(source, attacker, target)).status).toBe(200);

    const audit = async (app: TestApp, token: string) => {
      const response = await api(app, 'GET', '/api/admin/economy/audit', { token });
      expect(response.status).toBe(200);
      const { checkedAt: _checkedAt, ...books } = response.body;
      return books;
    };
    const before = await audit(source, adminToken);
    expect(before.ok).toBe(true);
    const money = before.currencies.find((currency: { currency: string }) => currency.currency === 'money');
    // The crime's reward and the grants entered the game, the purchase left it.
    expect(money.created.find((row: { reason: string }) => row.reason === 'crime_reward')?.amount).toBe(250);
    expect(money.totalDestroyed).toBeGreaterThanOrEqual(700);

    // Back up with the operator's script, straight from PostgreSQL (not through a pooler).
    dumps = await mkdtemp(path.join(tmpdir(), 'darkcity-backup-'));
    const sourceDirect = databaseUrl(databaseOf(source.config.DATABASE_URL));
    const dump = (await runScript('pg-backup.sh', [], { DATABASE_URL: sourceDirect, BACKUP_DIR: dumps }))
      .trim()
      .split('\n')
      .pop()!;
    expect(path.dirname(dump)).toBe(dumps);
    expect(path.basename(dump)).toMatch(/^darkcity_test_.+-\d{8}T\d{6}Z\.dump$/);
    expect((await stat(dump)).size).toBeGreaterThan(0);
    // Nothing moved while the dump ran: what it holds is what the audit read.
    expect(await audit(source, adminToken)).toEqual(before);

    // Restore into a new, empty database, as the README's steps do.
    const restoredDirect = databaseUrl(restoredName);
    await onServer([
      `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`,
      `CREATE DATABASE ${restoredName}`,
    ]);
    await runScript('pg-restore.sh', [dump], { DATABASE_URL: restoredDirect });
    // A second restore over it is refused: the script never writes over a database with tables.
    await expect(runScript('pg-restore.sh', [dump], { DATABASE_URL: restoredDirect })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('refusing to restore'),
    });
    // The schema came with the data: a node's boot finds no migration pending.
    expect(await migrateWithLock(restoredDirect)).toEqual([]);

    // A node on the restored database, with its own (empty) Redis prefix.
    restored = await startTestApp({ env: { DATABASE_URL: appDatabaseUrl(restoredDirect) } });
    const signIn = await api(restored, 'POST', '/api/auth/login', {
      body: { email: attacker.email, password: attacker.password },
    });
    expect(signIn.status).toBe(200);
    const profile = await api(restored, 'GET', '/api/character/profile', { token: signIn.body.accessToken });
    expect(profile.body.id).toBe(attacker.characterId);
    // Uploaded images live in PostgreSQL (the media table): the crime's image is served from the dump.
    expect((await imageBytes(restored)).equals(storedImage)).toBe(true);

    expect(await audit(restored, await givenAdmin(restored))).toEqual(before);
  });
});
