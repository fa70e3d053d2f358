import { returnedRows } from '../src/infra/database/transaction';
import { QueueName, trainingCompleteJobId } from '../src/infra/queue/queues';
import type { TrainingDto } from '../src/modules/gym/gym.dto';
import type { GymService } from '../src/modules/gym/gym.service';
import type { GymTimers } from '../src/modules/gym/gym.timers';
import { api, connectSocket, createPlayer, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket, recordEvents } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import { syncTimers } from './support/timers';

/**
 * The gym (DESIGN.md section 6, Gym; section 4, Timers): a training spends energy at once and adds
 * +1 strength or defense per 5 energy when its timer fires, 6 s per energy point later. A real
 * training lasts at least 30 s, so the timer tests move `ends_at` by SQL and re-schedule, then fire
 * the due timers of the shared app's synchronous driver (the BullMQ run is in `timers.int-spec.ts`).
 * To prove a completion is pushed once, a test starts the next training and waits for its
 * `training:start`: pushes to one socket arrive in order, so a second `training:complete` would have
 * come first.
 */

/** Level-1 base stats and energy (spec 001 section 9; the walking skeleton's HUD). */
const LEVEL_1 = { strength: 10, defense: 5, energy: 100, maxEnergy: 100 };

jest.setTimeout(60_000);

describe('gym', () => {
  let app: TestApp;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    for (const socket of sockets) await closeSocket(socket);
    await app.close();
  });

  const gym = () => app.app.get<GymService>('GymService');
  const timers = () => app.app.get<GymTimers>('GymTimers');
  /** The training's timer as the synchronous driver holds it, or undefined. */
  const timerOf = (trainingId: number) =>
    syncTimers(app)
      .scheduled(QueueName.TRAINING)
      .find((held) => held.jobId === trainingCompleteJobId(trainingId));

  const playerWithSocket = async (): Promise<{ player: Player; socket: GameClientSocket }> => {
    const player = await createPlayer(app);
    const socket = await connectSocket(app, player.token);
    sockets.push(socket);
    return { player, socket };
  };

  const train = (player: Player, body: unknown) =>
    api(app, 'POST', '/api/gym/train', { token: player.token, body });

  const trainedStats = async (characterId: number) => {
    const [row] = await app.dataSource.query(
      `SELECT trained_strength, trained_defense, energy FROM characters WHERE id = $1`,
      [characterId],
    );
    return row as { trained_strength: number; trained_defense: number; energy: number };
  };

  const trainingRows = async (characterId: number) =>
    (await app.dataSource.query(
      `SELECT id, stat, energy, points, started_at, ends_at, completed_at FROM trainings WHERE character_id = $1 ORDER BY id`,
      [characterId],
    )) as {
      id: number;
      stat: string;
      energy: number;
      points: number;
      started_at: Date;
      ends_at: Date;
      completed_at: Date | null;
    }[];

  /** Moves the training's end `seconds` from now (negative: overdue) and returns the new end. */
  const moveEnd = async (trainingId: number, seconds: number): Promise<Date> => {
    const [row] = returnedRows<{ ends_at: Date }>(
      await app.dataSource.query(
        `UPDATE trainings SET ends_at = now() + make_interval(secs => $2), started_at = LEAST(started_at, now() + make_interval(secs => $2))
         WHERE id = $1 RETURNING ends_at`,
        [trainingId, seconds],
      ),
    );
    return row.ends_at;
  };

  /** Starts the next training and waits for its `training:start`: every earlier push has arrived by then. */
  const settlePushes = async (player: Player, socket: GameClientSocket) => {
    const started = nextEvent(socket, 'training:start');
    expect((await train(player, { stat: 'defense', energy: 5 })).status).toBe(200);
    await started;
  };

  it('shows level-1 strength, defense and energy and no training before the first one', async () => {
    const player = await createPlayer(app);
    const response = await api(app, 'GET', '/api/gym', { token: player.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ training: null, ...LEVEL_1 });
  });

  it('spends the energy, returns the training (+1 point per 5 energy, 6 s per energy point) and pushes training:start and the HUD', async () => {
    const { player, socket } = await playerWithSocket();
    const start = nextEvent(socket, 'training:start');
    const hud = nextEvent(socket, 'hud:update');

    const response = await train(player, { stat: 'strength', energy: 10 });
    expect(response.status).toBe(200);
    const training: TrainingDto = response.body.training;
    expect(response.body).toEqual({ training: expect.any(Object), ...LEVEL_1, energy: 90 });
    expect(training).toEqual({
      id: expect.any(Number),
      stat: 'strength',
      energy: 10,
      points: 2,
      startedAt: expect.any(String),
      endsAt: expect.any(String),
      remainingSeconds: 60,
    });
    expect(new Date(training.endsAt).getTime() - new Date(training.startedAt).getTime()).toBe(60_000);

    expect(await start).toEqual(training);
    expect((await hud).energy).toBe(90);
    expect((await trainedStats(player.characterId)).energy).toBe(90);

    const gymNow = await api(app, 'GET', '/api/gym', { token: player.token });
    expect(gymNow.body.training).toMatchObject({ id: training.id, stat: 'strength', points: 2 });
    expect(gymNow.body.training.remainingSeconds).toBeGreaterThan(55);
    expect(gymNow.body.training.remainingSeconds).toBeLessThanOrEqual(60);

    expect(timerOf(training.id)).toEqual({
      queue: 'training',
      jobId: `training-complete-${training.id}`,
      payload: { trainingId: training.id },
      dueAt: new Date(training.endsAt),
    });
  });

  it('refuses a second training while one runs with 409, spending nothing', async () => {
    const player = await createPlayer(app);
    expect((await train(player, { stat: 'defense', energy: 5 })).status).toBe(200);

    const second = await train(player, { stat: 'strength', energy: 5 });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      statusCode: 409,
      code: 'ALREADY_TRAINING',
      error: 'أنت تتدرب بالفعل',
      message: 'أنت تتدرب بالفعل',
    });
    expect((await trainedStats(player.characterId)).energy).toBe(95);
    expect(await trainingRows(player.characterId)).toHaveLength(1);
  });

  it('refuses energy that is not a positive multiple of 5 with the Arabic validation details', async () => {
    const player = await createPlayer(app);
    const seven = await train(player, { stat: 'strength', energy: 7 });
    expect(seven.status).toBe(400);
    expect(seven.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      details: ['الطاقة يجب أن تكون من مضاعفات 5'],
    });

    const zero = await train(player, { stat: 'strength', energy: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.details).toEqual(['الطاقة يجب أن يكون 5 على الأقل']);

    const stat = await train(player, { stat: 'speed', energy: 5 });
    expect(stat.status).toBe(400);
    expect(stat.body.details).toEqual(['نوع التدريب يجب أن يكون القوة أو الدفاع']);

    expect(await trainingRows(player.characterId)).toEqual([]);
    expect((await trainedStats(player.characterId)).energy).toBe(LEVEL_1.energy);
  });

  it('refuses more energy than the character has with NOT_ENOUGH_ENERGY, starting nothing', async () => {
    const player = await createPlayer(app);
    const response = await train(player, { stat: 'strength', energy: 105 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'NOT_ENOUGH_ENERGY',
      message: 'لا تملك طاقة كافية',
      energy: 100,
      required: 105,
    });
    expect(await trainingRows(player.characterId)).toEqual([]);
  });

  it('refuses training in jail with 403 { type, remainingSeconds, cost }, at the route and inside the transaction', async () => {
    const player = await createPlayer(app);
    await app.dataSource.query(
      `UPDATE characters SET jail_until = now() + interval '10 minutes' WHERE id = $1`,
      [player.characterId],
    );

    const response = await train(player, { stat: 'strength', energy: 5 });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ statusCode: 403, code: 'IN_JAIL', type: 'jail', cost: 10 });
    expect(response.body.remainingSeconds).toBeGreaterThan(590);
    expect(response.body.remainingSeconds).toBeLessThanOrEqual(600);

    // Past the guard (a stay that began after it ran): the service's own check under the lock refuses too.
    await expect(gym().train(player.userId, { stat: 'strength', energy: 5 })).rejects.toMatchObject({
      code: 'IN_JAIL',
      extra: { type: 'jail' },
    });
    expect(await trainingRows(player.characterId)).toEqual([]);
    expect((await trainedStats(player.characterId)).energy).toBe(LEVEL_1.energy);
  });

  it('completes when its timer fires once the training is due: training:complete, the HUD, and profile strength up by the points', async () => {
    const { player, socket } = await playerWithSocket();
    const before = await api(app, 'GET', '/api/character/profile', { token: player.token });
    const started = await train(player, { stat: 'strength', energy: 10 });
    const training: TrainingDto = started.body.training;
    const completions = recordEvents(socket, 'training:complete');

    // Not due: firing the due timers leaves it alone.
    expect(await syncTimers(app).fireDue()).not.toContain(trainingCompleteJobId(training.id));
    expect(timerOf(training.id)?.dueAt).toEqual(new Date(training.endsAt));

    // A real training lasts 60 s here: bring its end into the past and move the timer with it.
    const endsAt = await moveEnd(training.id, -1);
    await timers().schedule({ id: training.id, endsAt });
    expect(timerOf(training.id)?.dueAt).toEqual(endsAt);
    expect(await syncTimers(app).fireDue()).toContain(trainingCompleteJobId(training.id));
    expect(timerOf(training.id)).toBeUndefined();

    const [row] = await trainingRows(player.characterId);
    expect(row.completed_at).not.toBeNull();
    expect(row.completed_at!.getTime()).toBeGreaterThanOrEqual(endsAt.getTime());

    const after = await api(app, 'GET', '/api/character/profile', { token: player.token });
    expect(after.body.strength).toBe(before.body.strength + 2);
    expect(after.body.defense).toBe(before.body.defense);
    const gymAfter = await api(app, 'GET', '/api/gym', { token: player.token });
    expect(gymAfter.body).toMatchObject({ training: null, strength: LEVEL_1.strength + 2 });

    // Free to train again; scheduling the completed training again holds nothing.
    await settlePushes(player, socket);
    completions.stop();
    expect(completions.payloads).toEqual([
      {
        id: training.id,
        stat: 'strength',
        points: 2,
        strength: LEVEL_1.strength + 2,
        defense: LEVEL_1.defense,
      },
    ]);
    await timers().schedule({ id: training.id, endsAt });
    expect(timerOf(training.id)).toBeUndefined();
  });

  it('adds the points once when the transition runs twice, concurrently or again later', async () => {
    const { player, socket } = await playerWithSocket();
    const started = await train(player, { stat: 'defense', energy: 15 });
    const trainingId: number = started.body.training.id;
    await moveEnd(trainingId, -1);
    const completions = recordEvents(socket, 'training:complete');

    const results = await Promise.all([timers().complete(trainingId), timers().complete(trainingId)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await timers().complete(trainingId)).toBe(false);
    // Its timer, still held for the old end, fires and completes nothing either.
    await timers().schedule({ id: trainingId, endsAt: new Date(Date.now() - 1000) });
    expect(await syncTimers(app).fireDue()).not.toContain(trainingCompleteJobId(trainingId));
    expect(timerOf(trainingId)).toBeUndefined();

    await settlePushes(player, socket);
    completions.stop();
    expect(completions.payloads).toEqual([
      {
        id: trainingId,
        stat: 'defense',
        points: 3,
        strength: LEVEL_1.strength,
        defense: LEVEL_1.defense + 3,
      },
    ]);
    expect(await trainedStats(player.characterId)).toMatchObject({ trained_strength: 0, trained_defense: 3 });
  });

  it('does not complete a training before it is due, and answers when it is', async () => {
    const player = await createPlayer(app);
    const started = await train(player, { stat: 'strength', energy: 5 });
    const training: TrainingDto = started.body.training;

    expect(await timers().complete(training.id)).toEqual({ notBefore: new Date(training.endsAt) });
    expect((await trainingRows(player.characterId))[0].completed_at).toBeNull();
    expect((await trainedStats(player.characterId)).trained_strength).toBe(0);
  });

  it('boot reconciler: schedules an unfinished training at its end, and it completes once', async () => {
    const { player, socket } = await playerWithSocket();
    const started = await train(player, { stat: 'strength', energy: 5 });
    const trainingId: number = started.body.training.id;
    const endsAt = await moveEnd(trainingId, -5);
    expect(timerOf(trainingId)?.dueAt).not.toEqual(endsAt);
    const completions = recordEvents(socket, 'training:complete');

    expect(await timers().reconcile()).toBeGreaterThanOrEqual(1);
    await timers().reconcile();
    expect(timerOf(trainingId)?.dueAt).toEqual(endsAt);
    expect(await syncTimers(app).fireDue()).toContain(trainingCompleteJobId(trainingId));
    await timers().reconcile();
    expect(timerOf(trainingId)).toBeUndefined();

    await settlePushes(player, socket);
    completions.stop();
    expect(completions.payloads).toEqual([
      {
        id: trainingId,
        stat: 'strength',
        points: 1,
        strength: LEVEL_1.strength + 1,
        defense: LEVEL_1.defense,
      },
    ]);
    expect((await trainedStats(player.characterId)).trained_strength).toBe(1);
  });
});
