import type { RealtimePublisher } from '../src/infra/realtime/realtime.publisher';
import type { TasksService } from '../src/modules/tasks/tasks.service';
import { api, connectSocket, GameClientSocket, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { givenAdmin, givenPlayer } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The HUD task badge (issue 28 point 9): a recount after a metric may have moved is computed in one
 * statement and pushed (`unclaimedTasksCount:update`) only when it differs from what the player was
 * last told, by a read or a push, on any node. The recount is driven directly (the listener's window
 * is a timer); a marker pushed afterwards from the same node ends what the recount pushed.
 */
jest.setTimeout(60_000);

const MARKER = -9;

describe('the unclaimed-task count, pushed only when it changes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let admin: string;
  let player: Player;
  let socket: GameClientSocket;
  const taskIds: number[] = [];
  const online = async (userIds: string[]) => userIds;

  beforeAll(async () => {
    nodeA = await sharedTestApp();
    nodeB = await sharedTestApp('second');
    admin = await givenAdmin(nodeA);
    player = await givenPlayer(nodeA);
    socket = await connectSocket(nodeB, player.token);
  });
  afterAll(async () => {
    for (const id of taskIds) await api(nodeA, 'DELETE', `/api/tasks/${id}`, { token: admin });
    await closeSocket(socket);
    await nodeB?.close();
    await nodeA?.close();
  });

  const tasks = () => nodeA.app.get<TasksService>('TasksService');

  /** The counts pushed to the player while `act` runs (its pushes leave node A before the marker). */
  async function countsPushedBy(act: () => Promise<void>): Promise<number[]> {
    const counts: number[] = [];
    const listener = ({ count }: { count: number }) => counts.push(count);
    socket.on('unclaimedTasksCount:update', listener);
    await act();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the marker did not arrive within 5 s')), 5000);
      const onMarker = ({ count }: { count: number }) => {
        if (count !== MARKER) return;
        clearTimeout(timer);
        socket.off('notificationsCount:update', onMarker);
        resolve();
      };
      socket.on('notificationsCount:update', onMarker);
      nodeA.app
        .get<RealtimePublisher>('RealtimePublisher')
        .toUser(player.userId, 'notificationsCount:update', { count: MARKER });
    });
    socket.off('unclaimedTasksCount:update', listener);
    return counts;
  }

  /** An active task every level-1 character has reached. */
  async function reachedTask(): Promise<void> {
    const created = await api(nodeA, 'POST', '/api/tasks', {
      token: admin,
      body: { title: 'مهمة العداد', description: 'تصل إليها فوراً', metric: 'level', goal: 1 },
    });
    expect(created.status).toBe(201);
    taskIds.push(created.body.id);
  }

  it('pushes nothing when the recount equals what the player was told, and the new count once when it moves', async () => {
    // A read tells only the client that asked (another tab's badge is not updated by it): the first
    // recount after it is pushed, the next one, equal, is not.
    const read: number = (await api(nodeA, 'GET', '/api/tasks', { token: player.token })).body.unclaimedCount;
    const first = await countsPushedBy(() => tasks().refreshUnclaimedCounts([player.userId], [], online));
    expect(first.length).toBeLessThanOrEqual(1);
    const told = first[0] ?? read;
    expect(told).toBe(read);
    expect(await countsPushedBy(() => tasks().refreshUnclaimedCounts([player.userId], [], online))).toEqual(
      [],
    );

    await reachedTask();
    expect(await countsPushedBy(() => tasks().refreshUnclaimedCounts([player.userId], [], online))).toEqual([
      told + 1,
    ]);
    expect(await countsPushedBy(() => tasks().refreshUnclaimedCounts([player.userId], [], online))).toEqual(
      [],
    );
  });

  it('recounts a character the wallet named by id, and skips players the presence check drops', async () => {
    const before = (await tasks().unclaimedCountsOf([player.userId], [])).get(player.userId)!;
    await reachedTask();
    expect(
      await countsPushedBy(() => tasks().refreshUnclaimedCounts([player.userId], [], async () => [])),
    ).toEqual([]);
    expect(
      await countsPushedBy(() => tasks().refreshUnclaimedCounts([], [player.characterId], online)),
    ).toEqual([before + 1]);
    expect((await tasks().unclaimedCountsOf([], [player.characterId])).get(player.userId)).toBe(before + 1);
  });

  it("pushes the new count to the player's sockets after a crime completes a task, even when another client read the count meanwhile", async () => {
    const created = await api(nodeA, 'POST', '/api/tasks', {
      token: admin,
      body: { title: 'مهمة الجريمة', description: 'نفّذ جريمة', metric: 'crimes_committed', goal: 1 },
    });
    expect(created.status).toBe(201);
    taskIds.push(created.body.id);
    const before: number = (await api(nodeA, 'GET', '/api/tasks/unclaimed-count', { token: player.token }))
      .body.count;
    await nodeA.dataSource.query(
      `UPDATE characters SET crimes_committed = crimes_committed + 1 WHERE id = $1`,
      [player.characterId],
    );
    let after = 0;
    const pushed = countsPushedBy(async () => {
      // What a crime publishes after its commit marks the player for the batched recount.
      await nodeA.app
        .get<{ publish(name: string, payload: unknown): Promise<void> }>('DomainEvents')
        .publish('character.changed', { userId: player.userId });
      // Another client (a second tab) reads the new count before the recount runs.
      const read = await api(nodeA, 'GET', '/api/tasks/unclaimed-count', { token: player.token });
      after = read.body.count;
      expect(after).toBeGreaterThan(before); // this task, and the default catalogue's first-crime task
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect(await pushed).toEqual([after]);
  });
});
