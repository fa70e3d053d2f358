import { statementsSent } from '../src/infra/database/statement-counter';
import type { BootWork } from '../src/infra/lifecycle/boot-work.service';
import { ConfinementKind, confinementReleaseJobId } from '../src/infra/queue/queues';
import { createPlayer, nextEvent, Player } from './support/api';
import { connectAuthenticated, poll, recordEvents, sleep } from './support/cluster/sockets';
import { releaseJobOf, useConfinementNodes } from './support/confinement-nodes';

/**
 * Batched releases (issue 16, Timers): due hospital and jail releases arriving together become one
 * conditional UPDATE per kind, each stay is released exactly once, a stay extended in between is
 * kept, and when the batch's UPDATE fails every job of it fails and BullMQ's retry releases them.
 */

/** Level-1 max HP (spec 001 section 9). */
const LEVEL_1_MAX_HP = 1000;
const JAIL_STAYS = 60;
const HOSPITAL_STAYS = 20;

jest.setTimeout(90_000);

describe('batched hospital and jail releases', () => {
  const nodes = useConfinementNodes();
  const { timers, queue, query } = nodes;

  /** `count` characters written straight to the database, with HP 10 and the given stay. */
  const insertConfined = async (prefix: string, count: number, kind: ConfinementKind, until: Date) => {
    const column = kind === 'hospital' ? 'hospital_until' : 'jail_until';
    const rows = await query<{ id: number; until: Date }>(
      `WITH u AS (
         INSERT INTO users (display_name, username, account_setup_completed)
         SELECT 'batch', $1 || g, true FROM generate_series(1, $2::int) g RETURNING id
       )
       INSERT INTO characters (user_id, hp, energy, ${column}) SELECT id, 10, 100, $3 FROM u
       RETURNING id, ${column} AS until`,
      [prefix, count, until],
    );
    return rows.map((row) => releaseJobOf(row.id, kind, row.until));
  };

  /** A player with a socket on the api node, put in `kind` until `until` straight in the database. */
  const confinedPlayerWithSocket = async (kind: ConfinementKind, until: Date) => {
    const player: Player = await createPlayer(nodes.api);
    const column = kind === 'hospital' ? 'hospital_until' : 'jail_until';
    await query(`UPDATE characters SET ${column} = $2, hp = 10 WHERE id = $1`, [player.characterId, until]);
    const { socket } = await connectAuthenticated(nodes.api, player.token);
    nodes.connections.push({ socket, userId: player.userId });
    return { player, socket, job: releaseJobOf(player.characterId, kind, until) };
  };

  it('releases many due stays with one UPDATE per kind, each exactly once, and keeps a stay extended in between', async () => {
    const due = new Date(Date.now() - 1000);
    const jailJobs = await insertConfined('bj', JAIL_STAYS, 'jail', due);
    const hospitalJobs = await insertConfined('bh', HOSPITAL_STAYS, 'hospital', due);
    const jailed = await confinedPlayerWithSocket('jail', due);
    const patient = await confinedPlayerWithSocket('hospital', due);
    const jailLeaves = recordEvents(jailed.socket, 'jail:leave');
    const jailState = nextEvent(jailed.socket, 'confinementUpdate');
    const patientHud = nextEvent(patient.socket, 'hud:update');

    // One stay is extended after its job was scheduled: that job no longer matches.
    const extended = jailJobs[0];
    const extendedUntil = new Date(Date.now() + 60 * 60_000);
    await query(`UPDATE characters SET jail_until = $2 WHERE id = $1`, [extended.characterId, extendedUntil]);

    const jobs = [...jailJobs, jailed.job, ...hospitalJobs, patient.job];
    const before = statementsSent();
    // The same payload twice in one batch (a job and its early-fire retry): released once.
    const results = await Promise.all([...jobs, jailed.job].map((job) => timers().release(job)));
    const statements = statementsSent() - before;

    const released = results.slice(0, jobs.length);
    expect(released.filter((result) => !result)).toHaveLength(1);
    expect(released[0]).toBe(false);
    expect(results[jobs.length]).toBe(false);
    // Per kind: the UPDATE, the characters read back and one read per loadout bonus source (hospital
    // reads the bonuses before too), whatever the number of stays; one transaction per job would be
    // at least one statement per release.
    expect(statements).toBeLessThan(jobs.length / 4);

    const ids = jobs.map((job) => job.characterId);
    const rows = await query<{
      id: number;
      hp: number;
      hospital_until: Date | null;
      jail_until: Date | null;
    }>(`SELECT id, hp, hospital_until, jail_until FROM characters WHERE id = ANY($1) ORDER BY id`, [ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(extended.characterId)?.jail_until?.toISOString()).toBe(extendedUntil.toISOString());
    const stillConfined = rows.filter(
      (row) => row.id !== extended.characterId && (row.jail_until || row.hospital_until),
    );
    expect(stillConfined).toEqual([]);
    const hospitalIds = new Set([...hospitalJobs, patient.job].map((job) => job.characterId));
    expect(rows.filter((row) => hospitalIds.has(row.id)).map((row) => row.hp)).toEqual(
      [...hospitalIds].map(() => LEVEL_1_MAX_HP),
    );
    expect(rows.filter((row) => !hospitalIds.has(row.id)).every((row) => row.hp === 10)).toBe(true);

    // The pushes carry the state read back once for the batch.
    expect((await jailState).jail).toEqual({ inJail: false, until: null, remainingSeconds: 0, cost: 0 });
    expect(await patientHud).toMatchObject({ hp: LEVEL_1_MAX_HP, maxHp: LEVEL_1_MAX_HP });
    await sleep(1000);
    jailLeaves.stop();
    expect(jailLeaves.payloads).toHaveLength(1);

    // Run again: nothing left to release.
    expect(await Promise.all(jobs.map((job) => timers().release(job)))).toEqual(jobs.map(() => false));
    await query(`UPDATE characters SET jail_until = NULL WHERE id = $1`, [extended.characterId]);
  });

  describe('when the batch UPDATE fails', () => {
    beforeAll(async () => {
      // A real database error on the stays the test marks, raised by PostgreSQL itself.
      await query(`CREATE TABLE release_fault (character_id int PRIMARY KEY)`);
      await query(`CREATE FUNCTION release_fault() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM release_fault WHERE character_id = NEW.id) THEN
            RAISE EXCEPTION 'release fault injected for character %', NEW.id;
          END IF;
          RETURN NEW;
        END $$`);
      await query(
        `CREATE TRIGGER release_fault BEFORE UPDATE OF jail_until ON characters FOR EACH ROW EXECUTE FUNCTION release_fault()`,
      );
    });
    afterAll(async () => {
      await query(`DROP TRIGGER IF EXISTS release_fault ON characters`);
      await query(`DROP FUNCTION IF EXISTS release_fault()`);
      await query(`DROP TABLE IF EXISTS release_fault`);
    });

    it('fails every release of the batch, releasing none of it', async () => {
      const due = new Date(Date.now() - 1000);
      const [faulty, healthy] = await insertConfined('bf', 2, 'jail', due);
      await query(`INSERT INTO release_fault VALUES ($1)`, [faulty.characterId]);

      const results = await Promise.allSettled([faulty, healthy].map((job) => timers().release(job)));
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      const rows = await query<{ jail_until: Date | null }>(
        `SELECT jail_until FROM characters WHERE id = ANY($1)`,
        [[faulty.characterId, healthy.characterId]],
      );
      expect(rows.map((row) => row.jail_until?.toISOString())).toEqual([
        due.toISOString(),
        due.toISOString(),
      ]);

      await query(`DELETE FROM release_fault`);
      expect(await Promise.all([faulty, healthy].map((job) => timers().release(job)))).toEqual([
        true,
        true,
      ]);
    });

    it('lets BullMQ retry the failed jobs, which then release each stay once', async () => {
      const worker = await nodes.ensureWorker();
      await worker.app.get<BootWork>('BootWork').settled();
      const due = new Date(Date.now() + 1500);
      const jobs = await insertConfined('br', 5, 'jail', due);
      const watched = await confinedPlayerWithSocket('jail', due);
      jobs.push(watched.job);
      const leaves = recordEvents(watched.socket, 'jail:leave');
      await query(`INSERT INTO release_fault SELECT unnest($1::int[])`, [jobs.map((job) => job.characterId)]);
      await queue().addBulk(
        jobs.map((job) => ({
          name: 'release',
          data: job,
          opts: { jobId: confinementReleaseJobId(job), delay: due.getTime() - Date.now() },
        })),
      );
      const ids = jobs.map(confinementReleaseJobId);

      const failedOnce = await poll(
        async () => Promise.all(ids.map(async (id) => (await queue().getJob(id))?.attemptsMade ?? 0)),
        (attempts) => attempts.every((made) => made >= 1),
        { timeoutMs: 10_000, intervalMs: 50, what: 'every job failed its first attempt' },
      );
      expect(failedOnce.every((made) => made >= 1)).toBe(true);
      const [{ n: jailedMeanwhile }] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM characters WHERE id = ANY($1) AND jail_until IS NOT NULL`,
        [jobs.map((job) => job.characterId)],
      );
      expect(jailedMeanwhile).toBe(jobs.length);
      expect(leaves.payloads).toEqual([]);

      await query(`DELETE FROM release_fault`);
      const finished = await poll(
        () =>
          Promise.all(
            ids.map(async (id) => [await queue().getJobState(id), (await queue().getJob(id))?.returnvalue]),
          ),
        (states) => states.every(([state]) => state === 'completed'),
        { timeoutMs: 15_000, intervalMs: 100, what: 'every job completed on a retry' },
      );
      expect(finished).toEqual(ids.map(() => ['completed', true]));
      const [{ n: jailedAfter }] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM characters WHERE id = ANY($1) AND jail_until IS NOT NULL`,
        [jobs.map((job) => job.characterId)],
      );
      expect(jailedAfter).toBe(0);
      await sleep(1000);
      leaves.stop();
      expect(leaves.payloads).toHaveLength(1);
    });
  });
});
