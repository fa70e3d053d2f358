import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { returnedRows } from '../src/infra/database/transaction';
import {
  confinementReleaseJobId,
  contractExpiryJobId,
  listingExpiryJobId,
  QueueName,
  trainingCompleteJobId,
} from '../src/infra/queue/queues';
import type { BlackMarketTimers } from '../src/modules/black-market/black-market.timers';
import type { BloodContractTimers } from '../src/modules/blood-contracts/blood-contracts.timers';
import type { ConfinementTimers } from '../src/modules/confinement/confinement.timers';
import type { GymTimers } from '../src/modules/gym/gym.timers';
import { api, createPlayer, GameClientSocket, nextEvent, Player } from './support/api';
import { money, playerFactory, post } from './support/blood-contracts';
import { connectAuthenticated, poll, recordEvents, sleep } from './support/cluster/sockets';
import { releaseJobOf, useConfinementNodes } from './support/confinement-nodes';
import { givenOwner, givenWeapon, listItem, stackOf } from './support/market';

/**
 * Timers on the BullMQ driver, end to end (DESIGN.md section 4, Timers): the database holds the
 * truth, a delayed BullMQ job with a deterministic id runs the transition idempotently and pushes,
 * and a node with ROLE=api runs no worker. Hospital and jail in depth (stays are fractions of a
 * minute so the tests run in seconds); then one run each of the training, blood contract and
 * black-market timers, whose game rules are tested on the shared app's synchronous driver.
 */

/** Level-1 max HP (spec 001 section 9; the walking skeleton's HUD). */
const LEVEL_1_MAX_HP = 1000;
/** How long we keep listening after the first leave event to prove there is no second one. */
const QUIET_MS = 2000;

// Starting real servers takes a few seconds; the project-level testTimeout does not apply (jest reads it globally).
jest.setTimeout(60_000);

describe('hospital and jail timers', () => {
  const nodes = useConfinementNodes();
  const { ensureWorker, confinement, timers, queue, query } = nodes;

  const row = async (characterId: number) => {
    const [found] = await query(`SELECT hp, hospital_until, jail_until FROM characters WHERE id = $1`, [
      characterId,
    ]);
    return found as { hp: number; hospital_until: Date | null; jail_until: Date | null };
  };

  const setHp = (characterId: number, hp: number) =>
    query(`UPDATE characters SET hp = $2, hp_updated_at = now() WHERE id = $1`, [characterId, hp]);

  /** A player whose socket is connected to the api node (the worker node's pushes must cross Redis). */
  const playerWithSocket = async (): Promise<{ player: Player; socket: GameClientSocket }> => {
    const player = await createPlayer(nodes.api);
    const { socket } = await connectAuthenticated(nodes.api, player.token);
    nodes.connections.push({ socket, userId: player.userId });
    return { player, socket };
  };

  /** Waits for the first payload recorded, then listens QUIET_MS more; returns everything seen. */
  const leavesAfterQuiet = async <T>(
    recorded: { payloads: T[]; stop(): void },
    timeoutMs: number,
    what: string,
  ) => {
    await poll(
      async () => recorded.payloads.length,
      (count) => count >= 1,
      { timeoutMs, intervalMs: 50, what },
    );
    await sleep(QUIET_MS);
    recorded.stop();
    return recorded.payloads;
  };

  it('holds a release due while no worker runs, then performs it exactly once when a worker node starts', async () => {
    const { player, socket } = await playerWithSocket();
    await setHp(player.characterId, 10);
    const leaves = recordEvents(socket, 'hospital:leave');

    const enter = nextEvent(socket, 'hospital:enter');
    const before = Date.now();
    const until = await confinement().confine(player.characterId, 'hospital', 0.02);
    // Fractional minutes: 0.02 min is 1.2 s from the call.
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 1200);
    expect(until.getTime()).toBeLessThanOrEqual(Date.now() + 1200);
    expect(await enter).toEqual({ until: until.toISOString() });
    expect((await row(player.characterId)).hospital_until?.toISOString()).toBe(until.toISOString());

    const jobId = confinementReleaseJobId(releaseJobOf(player.characterId, 'hospital', until));
    expect(jobId).toBe(`hospital-release-${player.characterId}-${until.getTime()}`);
    const job = await queue().getJob(jobId);
    expect(job?.data).toEqual(releaseJobOf(player.characterId, 'hospital', until));

    // Overdue, but the api node runs no worker: nothing may release the stay.
    await sleep(Math.max(0, until.getTime() - Date.now()) + 300);
    expect((await row(player.characterId)).hospital_until?.toISOString()).toBe(until.toISOString());
    expect((await row(player.characterId)).hp).toBe(10);
    expect(leaves.payloads).toEqual([]);
    expect(await queue().getJobState(jobId)).not.toBe('completed');

    await ensureWorker();
    const seen = await leavesAfterQuiet(leaves, 30_000, 'hospital:leave after the worker started');
    expect(seen).toHaveLength(1);
    expect(new Date(seen[0].releasedAt).getTime()).toBeGreaterThanOrEqual(until.getTime());

    const after = await row(player.characterId);
    expect(after.hospital_until).toBeNull();
    expect(after.hp).toBe(LEVEL_1_MAX_HP);
    expect(await queue().getJobState(jobId)).toBe('completed');
  });

  it('restores HP to max on leaving hospital, as the HUD shows it', async () => {
    await ensureWorker();
    const { player, socket } = await playerWithSocket();
    await setHp(player.characterId, 10);
    const leave = nextEvent(socket, 'hospital:leave', 10_000);
    await confinement().confine(player.characterId, 'hospital', 0.005);
    await leave;
    const hud = await poll(
      async () =>
        (
          await api<{ hp: number; maxHp: number }>(nodes.api, 'GET', '/api/character/hud', {
            token: player.token,
          })
        ).body,
      (body) => body.hp === LEVEL_1_MAX_HP,
      { what: 'HP back to max in the HUD' },
    );
    expect(hud.hp).toBe(hud.maxHp);
  });

  it('does nothing when release() runs again with the same job payload', async () => {
    await ensureWorker();
    const { player, socket } = await playerWithSocket();
    const leave = nextEvent(socket, 'hospital:leave', 10_000);
    const releasedHud = nextEvent(socket, 'hud:update', 10_000);
    const until = await confinement().confine(player.characterId, 'hospital', 0.005);
    await leave;
    // The release also pushes the new HUD; let it arrive before listening for anything further.
    expect((await releasedHud).hp).toBe(LEVEL_1_MAX_HP);
    await setHp(player.characterId, 10);

    const leaves = recordEvents(socket, 'hospital:leave');
    const huds = recordEvents(socket, 'hud:update');
    const job = releaseJobOf(player.characterId, 'hospital', until);
    expect(await timers().release(job)).toBe(false);
    expect(await nodes.worker!.app.get<ConfinementTimers>('ConfinementTimers').release(job)).toBe(false);
    await sleep(1000);
    leaves.stop();
    huds.stop();
    expect(leaves.payloads).toEqual([]);
    expect(huds.payloads).toEqual([]);
    // HP is not restored a second time either.
    expect((await row(player.characterId)).hp).toBe(10);
  });

  it('keeps an extended stay: the first job no longer matches and only the later end releases', async () => {
    await ensureWorker();
    const { player, socket } = await playerWithSocket();
    const leaves = recordEvents(socket, 'hospital:leave');
    const enters = recordEvents(socket, 'hospital:enter');

    const first = await confinement().confine(player.characterId, 'hospital', 0.02);
    const extended = await confinement().confine(player.characterId, 'hospital', 0.1);
    expect(extended.getTime()).toBeGreaterThan(first.getTime() + 4000);
    // A shorter stay on top of a longer one keeps the longer end.
    expect((await confinement().confine(player.characterId, 'hospital', 0.001)).toISOString()).toBe(
      extended.toISOString(),
    );
    expect((await row(player.characterId)).hospital_until?.toISOString()).toBe(extended.toISOString());

    // Once the first job has run: still in hospital until the extended end.
    const firstJobId = confinementReleaseJobId(releaseJobOf(player.characterId, 'hospital', first));
    await poll(
      () => queue().getJobState(firstJobId),
      (state) => state === 'completed',
      {
        timeoutMs: 5000,
        what: 'the first release job ran',
      },
    );
    expect(Date.now()).toBeLessThan(extended.getTime());
    expect(leaves.payloads).toEqual([]);
    expect((await row(player.characterId)).hospital_until?.toISOString()).toBe(extended.toISOString());
    expect((await queue().getJob(firstJobId))?.returnvalue).toBe(false);
    expect(await timers().release(releaseJobOf(player.characterId, 'hospital', first))).toBe(false);
    expect((await row(player.characterId)).hospital_until?.toISOString()).toBe(extended.toISOString());

    const seen = await leavesAfterQuiet(
      leaves,
      Math.max(0, extended.getTime() - Date.now()) + 10_000,
      'hospital:leave at the extended end',
    );
    expect(seen).toHaveLength(1);
    expect(new Date(seen[0].releasedAt).getTime()).toBeGreaterThanOrEqual(extended.getTime());
    expect((await row(player.characterId)).hospital_until).toBeNull();
    enters.stop();
    expect(enters.payloads.map((payload) => payload.until)).toEqual([
      first.toISOString(),
      extended.toISOString(),
      extended.toISOString(),
    ]);
  });

  it('sends to jail and releases from jail once with jail:enter / jail:leave, leaving HP alone', async () => {
    await ensureWorker();
    const { player, socket } = await playerWithSocket();
    await setHp(player.characterId, 10);
    const leaves = recordEvents(socket, 'jail:leave');
    const hospitalLeaves = recordEvents(socket, 'hospital:leave');

    const enter = nextEvent(socket, 'jail:enter');
    const until = await confinement().confine(player.characterId, 'jail', 0.02);
    expect(await enter).toEqual({ until: until.toISOString() });
    const during = await row(player.characterId);
    expect(during.jail_until?.toISOString()).toBe(until.toISOString());
    expect(during.hospital_until).toBeNull();
    expect(await queue().getJob(`jail-release-${player.characterId}-${until.getTime()}`)).toBeDefined();

    const seen = await leavesAfterQuiet(leaves, 10_000, 'jail:leave');
    expect(seen).toHaveLength(1);
    expect(new Date(seen[0].releasedAt).getTime()).toBeGreaterThanOrEqual(until.getTime());
    hospitalLeaves.stop();
    expect(hospitalLeaves.payloads).toEqual([]);
    const after = await row(player.characterId);
    expect(after.jail_until).toBeNull();
    expect(after.hp).toBe(10);
    expect(await timers().release(releaseJobOf(player.characterId, 'jail', until))).toBe(false);
  });

  describe('boot reconciler', () => {
    const totalJobs = async () => {
      const counts = await queue().getJobCounts();
      return Object.values(counts).reduce((sum, count) => sum + count, 0);
    };

    it('enqueues pending stays under deterministic ids, and a second run adds no job', async () => {
      const player = await createPlayer(nodes.api);
      // Stays written straight to the database, as if their jobs were lost (Redis flushed): no job exists yet.
      const hospitalUntil = new Date(Date.now() + 60 * 60_000);
      const jailUntil = new Date(Date.now() + 90 * 60_000);
      await query(`UPDATE characters SET hospital_until = $2, jail_until = $3 WHERE id = $1`, [
        player.characterId,
        hospitalUntil,
        jailUntil,
      ]);
      const hospitalJobId = `hospital-release-${player.characterId}-${hospitalUntil.getTime()}`;
      const jailJobId = `jail-release-${player.characterId}-${jailUntil.getTime()}`;
      expect(await queue().getJob(hospitalJobId)).toBeUndefined();
      expect(await queue().getJob(jailJobId)).toBeUndefined();

      const delayedBefore = (await queue().getJobCounts('delayed')).delayed;
      const totalBefore = await totalJobs();
      const reconciled = await timers().reconcile();
      expect(reconciled).toBeGreaterThanOrEqual(2);

      const hospitalJob = await queue().getJob(hospitalJobId);
      const jailJob = await queue().getJob(jailJobId);
      expect(hospitalJob?.data).toEqual(releaseJobOf(player.characterId, 'hospital', hospitalUntil));
      expect(jailJob?.data).toEqual(releaseJobOf(player.characterId, 'jail', jailUntil));
      expect(await queue().getJobState(hospitalJobId)).toBe('delayed');
      expect(await queue().getJobState(jailJobId)).toBe('delayed');
      expect((await queue().getJobCounts('delayed')).delayed).toBe(delayedBefore + 2);
      expect(await totalJobs()).toBe(totalBefore + 2);

      await timers().reconcile();
      await nodes.worker?.app.get<ConfinementTimers>('ConfinementTimers').reconcile();
      expect((await queue().getJobCounts('delayed')).delayed).toBe(delayedBefore + 2);
      expect(await totalJobs()).toBe(totalBefore + 2);
      expect((await queue().getJob(hospitalJobId))?.timestamp).toBe(hospitalJob?.timestamp);

      // Leave nothing pending behind for the other tests.
      await query(`UPDATE characters SET hospital_until = NULL, jail_until = NULL WHERE id = $1`, [
        player.characterId,
      ]);
      await hospitalJob?.remove();
      await jailJob?.remove();
    });

    it('schedules every release at its stay end, however many round trips the reconcile takes', async () => {
      // 700 stays: three addBulk batches. Their ends are a millisecond apart, an hour from now.
      const until = Date.now() + 60 * 60_000;
      const rows: { id: number; jail_until: Date }[] = await query(
        `WITH u AS (
           INSERT INTO users (display_name, username, account_setup_completed)
           SELECT 'reconciled', 'rc' || g || '_' || $2, true FROM generate_series(1, 700) g RETURNING id
         )
         INSERT INTO characters (user_id, hp, energy, jail_until)
         SELECT id, 1000, 100, to_timestamp(($1 + row_number() OVER ()) / 1000.0) FROM u
         RETURNING id, jail_until`,
        [until, Date.now().toString(36)],
      );
      await timers().reconcile();
      const jobs = await Promise.all(
        rows.map((stay) =>
          queue().getJob(confinementReleaseJobId(releaseJobOf(stay.id, 'jail', stay.jail_until))),
        ),
      );
      // BullMQ's due time: the job's timestamp plus its delay.
      const late = jobs.filter(
        (job, i) => !job || job.timestamp + job.delay !== rows[i].jail_until.getTime(),
      ).length;
      expect({ stays: rows.length, late }).toEqual({ stays: 700, late: 0 });

      await query(`UPDATE characters SET jail_until = NULL WHERE id = ANY($1)`, [
        rows.map((stay) => stay.id),
      ]);
      await Promise.all(jobs.map((job) => job?.remove()));
    });

    it('releases, once, an overdue stay whose job was lost', async () => {
      await ensureWorker();
      const { player, socket } = await playerWithSocket();
      await setHp(player.characterId, 10);
      const until = new Date(Date.now() - 5000);
      await query(`UPDATE characters SET hospital_until = $2 WHERE id = $1`, [player.characterId, until]);
      const leaves = recordEvents(socket, 'hospital:leave');

      await timers().reconcile();
      await timers().reconcile();
      const seen = await leavesAfterQuiet(leaves, 10_000, 'hospital:leave of the reconciled stay');
      expect(seen).toHaveLength(1);
      const after = await row(player.characterId);
      expect(after.hospital_until).toBeNull();
      expect(after.hp).toBe(LEVEL_1_MAX_HP);
    });

    it('releases an overdue stay whose end was written by SQL with microsecond precision', async () => {
      await ensureWorker();
      const { player } = await playerWithSocket();
      // PostgreSQL keeps microseconds, JavaScript dates milliseconds. A stay written in SQL, e.g. a bulk
      // `SET hospital_until = now() + interval '30 minutes'` (gang bomb) or an admin fix, must still be released.
      await query(
        `UPDATE characters SET hospital_until = date_trunc('milliseconds', now()) - interval '5 seconds' + interval '123 microseconds' WHERE id = $1`,
        [player.characterId],
      );
      const [{ until }] = await query<{ until: Date }>(
        `SELECT hospital_until AS until FROM characters WHERE id = $1`,
        [player.characterId],
      );
      await timers().reconcile();
      const jobId = confinementReleaseJobId(releaseJobOf(player.characterId, 'hospital', until));
      const finished = await poll(
        async () => ({
          state: await queue().getJobState(jobId),
          returnvalue: (await queue().getJob(jobId))?.returnvalue,
        }),
        (job) => job.state === 'completed' || job.state === 'failed',
        { timeoutMs: 5000, what: `release job ${jobId} finished` },
      );
      expect({ job: finished, hospitalUntil: (await row(player.characterId)).hospital_until }).toEqual({
        job: { state: 'completed', returnvalue: true },
        hospitalUntil: null,
      });
    });
  });

  describe('training, blood contract and black-market timers', () => {
    /** Waits for the job to finish and answers its state and return value. */
    const finished = (queue: Queue, jobId: string) =>
      poll(
        async () => ({
          state: await queue.getJobState(jobId),
          returnvalue: (await queue.getJob(jobId))?.returnvalue,
        }),
        (job) => job.state === 'completed' || job.state === 'failed',
        { timeoutMs: 10_000, intervalMs: 50, what: `job ${jobId} finished` },
      );
    const queueOf = (name: string) => nodes.api.app.get<Queue>(getQueueToken(name));

    it('completes a training through its moved delayed job on the worker and pushes training:complete', async () => {
      await ensureWorker();
      const { player, socket } = await playerWithSocket();
      const started = await api<{ training: { id: number; endsAt: string } }>(
        nodes.api,
        'POST',
        '/api/gym/train',
        {
          token: player.token,
          body: { stat: 'strength', energy: 5 },
        },
      );
      const trainingId = started.body.training.id;
      const jobId = trainingCompleteJobId(trainingId);
      const queue = queueOf(QueueName.TRAINING);
      expect(await queue.getJobState(jobId)).toBe('delayed');
      const complete = nextEvent(socket, 'training:complete', 10_000);

      // 30 s of training: bring its end to half a second from now and move the delayed job with it.
      const [{ ends_at: endsAt }] = returnedRows<{ ends_at: Date }>(
        await query(
          `UPDATE trainings SET ends_at = now() + interval '500 milliseconds' WHERE id = $1 RETURNING ends_at`,
          [trainingId],
        ),
      );
      await nodes.api.app.get<GymTimers>('GymTimers').schedule({ id: trainingId, endsAt });
      const job = await queue.getJob(jobId);
      expect(job!.timestamp + job!.delay).toBeLessThanOrEqual(endsAt.getTime() + 1);

      expect(await complete).toMatchObject({ id: trainingId, stat: 'strength', points: 1 });
      expect(await finished(queue, jobId)).toEqual({ state: 'completed', returnvalue: true });
      const [row] = await query<{ trained_strength: number }>(
        `SELECT trained_strength FROM characters WHERE id = $1`,
        [player.characterId],
      );
      expect(row.trained_strength).toBe(1);
    });

    it('expires an overdue blood contract through its job on the worker and refunds it', async () => {
      await ensureWorker();
      const poster = await playerFactory(nodes.api, { money: 1000 });
      const target = await playerFactory(nodes.api);
      const { body: contract } = await post(nodes.api, poster, target, 300);
      const jobId = contractExpiryJobId(contract.id);
      const queue = queueOf(QueueName.BLOOD_CONTRACTS);
      expect(await queue.getJobState(jobId)).toBe('delayed');
      expect(await money(nodes.api, poster)).toBe(700);

      const [{ expires_at: expiresAt }] = returnedRows<{ expires_at: Date }>(
        await query(
          `UPDATE blood_contracts SET expires_at = now() - interval '1 second' WHERE id = $1 RETURNING expires_at`,
          [contract.id],
        ),
      );
      await nodes.api.app
        .get<BloodContractTimers>('BloodContractTimers')
        .schedule({ id: contract.id, expiresAt });
      expect(await finished(queue, jobId)).toEqual({ state: 'completed', returnvalue: true });
      expect(await money(nodes.api, poster)).toBe(1000);
    });

    it('expires a black-market listing whose job was lost through the reconciler and the worker, returning its units', async () => {
      await ensureWorker();
      const weaponId = await givenWeapon(nodes.api, { name: 'سلاح المؤقت' });
      const seller = await givenOwner(nodes.api, weaponId, 2);
      const { body: listing } = await listItem(nodes.api, seller, {
        itemType: 'weapon',
        itemId: weaponId,
        quantity: 2,
        price: 100,
      });
      const jobId = listingExpiryJobId(listing.id);
      const queue = queueOf(QueueName.BLACK_MARKET);
      expect(await queue.getJobState(jobId)).toBe('delayed');

      await (await queue.getJob(jobId))!.remove();
      await query(`UPDATE black_market_listings SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        listing.id,
      ]);
      expect(
        await nodes.api.app.get<BlackMarketTimers>('BlackMarketTimers').reconcile(),
      ).toBeGreaterThanOrEqual(1);
      expect(await finished(queue, jobId)).toEqual({ state: 'completed', returnvalue: true });
      expect(await stackOf(nodes.api, seller.characterId, 'weapon', weaponId)).toBe(2);
    });
  });
});
