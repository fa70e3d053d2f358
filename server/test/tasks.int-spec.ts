import type { RandomSource } from '../src/common/random';
import type { CharacterLoadoutService } from '../src/modules/character/character-loadout.service';
import type { TasksSeed } from '../src/modules/tasks/tasks.seed';
import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { fight, fighterFactory } from './support/fights';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { PNG_1X1, uploadCrimeImage } from './support/images';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Tasks and the rank ladder (DESIGN.md section 6, "Tasks and ranks"; spec 002 sections 2.5, 2.6,
 * 3, 5, 7; spec 000 section 7): live progress from the metric, a claim paid once through the wallet
 * with progress points, `unclaimedTasksCount:update` when a crime makes a task claimable, rank
 * bonuses in effective stats, and the admin screens.
 */
jest.setTimeout(60_000);

describe('tasks and ranks', () => {
  let app: TestApp;
  let admin: string;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await givenAdmin(app);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await Promise.all(sockets.map(closeSocket));
    await app?.close();
  });

  /** Each test states the tasks and ranks that exist. */
  beforeEach(async () => {
    await app.dataSource.query(`DELETE FROM tasks`);
    await app.dataSource.query(`DELETE FROM rankings`);
  });

  const createTask = async (fields: Record<string, unknown>) => {
    const response = await api(app, 'POST', '/api/tasks', {
      token: admin,
      body: { title: 'مهمة', description: 'وصف المهمة', ...fields },
    });
    expect(response.status).toBe(201);
    return response.body as { id: number };
  };
  const createRank = async (fields: Record<string, unknown>) => {
    const response = await api(app, 'POST', '/api/tasks/rankings', {
      token: admin,
      body: { title: 'رتبة', ...fields },
    });
    expect(response.status).toBe(201);
    return response.body as { id: number };
  };
  const claim = (player: Player, taskId: number) =>
    api(app, 'POST', `/api/tasks/${taskId}/claim`, { token: player.token });
  const tasksOf = async (player: Player) =>
    (await api(app, 'GET', '/api/tasks', { token: player.token })).body;

  it('shows live progress from the metric and counts tasks reached and not claimed', async () => {
    const reached = await createTask({ metric: 'level', goal: 3, rewardMoney: 100 });
    const far = await createTask({ metric: 'fights_won', goal: 5 });
    await createTask({ metric: 'level', goal: 1, isActive: false });
    const player = await givenPlayer(app, { level: 4 });
    const body = await tasksOf(player);
    expect(body.tasks.map((task: { id: number }) => task.id)).toEqual([reached.id, far.id]);
    expect(body.tasks[0]).toMatchObject({
      progress: 3,
      percent: 100,
      completed: true,
      claimed: false,
      canClaim: true,
    });
    expect(body.tasks[1]).toMatchObject({ progress: 0, percent: 0, completed: false, canClaim: false });
    expect(body.unclaimedCount).toBe(1);
    const count = await api(app, 'GET', '/api/tasks/unclaimed-count', { token: player.token });
    expect(count.body).toEqual({ count: 1 });
  });

  it('makes a task claimable after a crime and pushes unclaimedTasksCount:update', async () => {
    const imageUrl = (await uploadCrimeImage(app, admin, PNG_1X1, 'crime.png', 'image/png')).body.imageUrl;
    const crime = await api(app, 'POST', '/api/crimes', {
      token: admin,
      body: { name: 'سرقة المهمة', imageUrl, successRate: 0.99, cooldown: 1 },
    });
    expect(crime.status).toBe(201);
    const task = await createTask({
      metric: 'crimes_committed',
      goal: 1,
      rewardMoney: 300,
      progressPoints: 4,
    });
    const player = await givenPlayer(app);
    const socket = await connectSocket(app, player.token);
    sockets.push(socket);

    const asked = nextEvent(socket, 'unclaimedTasksCount:update');
    socket.emit('unclaimedTasksCount:request');
    expect(await asked).toEqual({ count: 0 });
    expect((await claim(player, task.id)).status).toBe(400);

    const draw = jest.spyOn(app.app.get<RandomSource>('RandomSource'), 'next').mockReturnValue(0);
    const pushed = nextEvent(socket, 'unclaimedTasksCount:update');
    const committed = await api(app, 'POST', `/api/crimes/${crime.body.id}/commit`, { token: player.token });
    draw.mockRestore();
    expect(committed.status).toBe(200);
    expect(await pushed).toEqual({ count: 1 });

    const tasksPushed = nextEvent(socket, 'tasks:update');
    const countPushed = nextEvent(socket, 'unclaimedTasksCount:update');
    const claimed = await claim(player, task.id);
    expect(claimed.status).toBe(200);
    expect(claimed.body.reward).toEqual({ money: 300, exp: 0, blackcoins: 0, progressPoints: 4 });
    expect(await tasksPushed).toMatchObject({ unclaimedCount: 0, progressPoints: 4 });
    expect(await countPushed).toEqual({ count: 0 });

    const listAsked = nextEvent(socket, 'tasks:update');
    socket.emit('tasks:request');
    expect(await listAsked).toEqual(await tasksOf(player));
  });

  it('pushes the count to both fighters when a fight makes their total_fights task claimable', async () => {
    await createTask({ metric: 'total_fights', goal: 1 });
    const attacker = await fighterFactory(app, { trainedStrength: 500 });
    const defender = await fighterFactory(app);
    const attackerSocket = await connectSocket(app, attacker.token);
    const defenderSocket = await connectSocket(app, defender.token);
    sockets.push(attackerSocket, defenderSocket);
    const pushes = [
      nextEvent(attackerSocket, 'unclaimedTasksCount:update'),
      nextEvent(defenderSocket, 'unclaimedTasksCount:update'),
    ];
    expect((await fight(app, attacker, defender)).status).toBe(200);
    expect(await Promise.all(pushes)).toEqual([{ count: 1 }, { count: 1 }]);
  });

  it('pays a claim once when two arrive at once, and refuses it later', async () => {
    const task = await createTask({
      metric: 'level',
      goal: 1,
      rewardMoney: 1000,
      rewardExp: 10,
      rewardBlackcoins: 3,
      progressPoints: 5,
    });
    const player = await givenPlayer(app);
    const results = await Promise.all([
      claim(player, task.id),
      claim(player, task.id),
      claim(player, task.id),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 1000, blackcoins: 3 });
    const [row] = await app.dataSource.query(`SELECT exp FROM characters WHERE id = $1`, [
      player.characterId,
    ]);
    expect(Number(row.exp)).toBe(10);
    const body = await tasksOf(player);
    expect(body.progressPoints).toBe(5);
    expect(body.tasks[0]).toMatchObject({ claimed: true, canClaim: false });
    const later = await claim(player, task.id);
    expect(later.status).toBe(409);
    expect(later.body.message).toBe('لقد استلمت مكافأة هذه المهمة بالفعل');
    expect((await claim(player, 999999)).status).toBe(404);
  });

  it('moves the rank with progress points, and the rank bonuses change effective (fight) stats', async () => {
    await createRank({ rank: 1, title: 'مبتدئ', requiredPoints: 0 });
    await createRank({ rank: 2, title: 'بلطجي', requiredPoints: 10, powerBonus: 40, defenseBonus: 30 });
    await createRank({ rank: 3, title: 'عرّاب', requiredPoints: 100, powerBonus: 90, defenseBonus: 90 });
    const task = await createTask({ metric: 'level', goal: 1, progressPoints: 10 });
    const player = await givenPlayer(app);
    const loadout = app.app.get<CharacterLoadoutService>('CharacterLoadoutService');
    const before = await loadout.effectiveStats(player.characterId);

    const card = await tasksOf(player);
    expect(card.currentRank).toMatchObject({ rank: 1, title: 'مبتدئ' });
    expect(card.nextRank).toMatchObject({ rank: 2, requiredPoints: 10 });
    expect(card.rankProgressPercent).toBe(0);

    expect((await claim(player, task.id)).status).toBe(200);
    const after = await loadout.effectiveStats(player.characterId);
    expect(after.strength).toBe(before.strength + 40);
    expect(after.defense).toBe(before.defense + 30);
    expect(after.fame).toBeGreaterThan(before.fame);
    const profile = await api(app, 'GET', '/api/character/profile', { token: player.token });
    expect(profile.body).toMatchObject({ strength: after.strength, defense: after.defense });

    const moved = await tasksOf(player);
    expect(moved.currentRank).toMatchObject({ rank: 2 });
    expect(moved.nextRank).toMatchObject({ rank: 3 });
    expect(moved.rankProgressPercent).toBe(0);
  });

  it('lets admins create, list, update and delete tasks and ranks, with Arabic validation', async () => {
    const task = await createTask({ metric: 'bank_balance', goal: 5000 });
    expect(task).toMatchObject({
      metric: 'bank_balance',
      goal: 5000,
      rewardMoney: 0,
      progressPoints: 0,
      isActive: true,
    });
    const updated = await api(app, 'PUT', `/api/tasks/${task.id}`, {
      token: admin,
      body: { goal: 10, isActive: false },
    });
    expect(updated.body).toMatchObject({ goal: 10, isActive: false, metric: 'bank_balance' });
    const all = await api(app, 'GET', '/api/tasks/all', { token: admin });
    expect(all.body.map((item: { id: number }) => item.id)).toEqual([task.id]);
    const bad = await api(app, 'POST', '/api/tasks', {
      token: admin,
      body: { title: ' ', description: 'و', metric: 'money', goal: 0, rewardMoney: -5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        'عنوان المهمة مطلوب',
        'مقياس المهمة غير صحيح',
        'الهدف يجب أن يكون 1 على الأقل',
      ]),
    );
    expect(
      (await api(app, 'PUT', `/api/tasks/${task.id}`, { token: admin, body: { goal: null } })).status,
    ).toBe(400);
    expect((await api(app, 'DELETE', `/api/tasks/${task.id}`, { token: admin })).body).toEqual({
      success: true,
      id: task.id,
    });
    expect((await api(app, 'DELETE', `/api/tasks/${task.id}`, { token: admin })).status).toBe(404);

    const second = await createRank({ rank: 2, requiredPoints: 50 });
    const first = await createRank({ rank: 1 });
    const ranks = await api(app, 'GET', '/api/tasks/rankings', { token: admin });
    expect(ranks.body.map((rank: { id: number }) => rank.id)).toEqual([first.id, second.id]);
    const edited = await api(app, 'PUT', `/api/tasks/rankings/${second.id}`, {
      token: admin,
      body: { powerBonus: 7 },
    });
    expect(edited.body).toMatchObject({ rank: 2, requiredPoints: 50, powerBonus: 7 });
    const badRank = await api(app, 'POST', '/api/tasks/rankings', {
      token: admin,
      body: { title: 'x', rank: 0 },
    });
    expect(badRank.body.details).toContain('رقم الرتبة يجب أن يكون 1 على الأقل');
    expect((await api(app, 'DELETE', `/api/tasks/rankings/${second.id}`, { token: admin })).status).toBe(200);
    expect(
      (await api(app, 'PUT', `/api/tasks/rankings/${second.id}`, { token: admin, body: {} })).status,
    ).toBe(404);
  });

  it('refuses the admin routes to players', async () => {
    const player = await givenPlayer(app);
    for (const [method, path, body] of [
      ['GET', '/api/tasks/all', undefined],
      ['POST', '/api/tasks', { title: 'x', description: 'y', metric: 'level', goal: 1 }],
      ['PUT', '/api/tasks/1', {}],
      ['DELETE', '/api/tasks/1', undefined],
      ['GET', '/api/tasks/rankings', undefined],
      ['POST', '/api/tasks/rankings', { title: 'x', rank: 1 }],
      ['PUT', '/api/tasks/rankings/1', {}],
      ['DELETE', '/api/tasks/rankings/1', undefined],
    ] as const)
      expect((await api(app, method, path, { token: player.token, body })).status).toBe(403);
  });

  it('seeds the default tasks and ladder once', async () => {
    const seed = app.app.get<TasksSeed>('TasksSeed');
    expect(await seed.loadIfEmpty()).toBeGreaterThan(10);
    expect(await seed.loadIfEmpty()).toBe(0);
    const metrics = new Set(
      (await app.dataSource.query(`SELECT DISTINCT metric FROM tasks`)).map(
        (row: { metric: string }) => row.metric,
      ),
    );
    expect(metrics.size).toBe(10);
  });

  it('keeps the books balanced', async () => {
    const audit = await economyAudit(app);
    expect(audit.ok).toBe(true);
    expect(audit.currencies.flatMap((currency) => currency.created.map((row) => row.reason))).toContain(
      'task_reward',
    );
  });
});
