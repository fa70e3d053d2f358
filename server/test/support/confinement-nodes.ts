import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ConfinementKind, ConfinementReleaseJob, QueueName } from '../../src/infra/queue/queues';
import type { ConfinementService } from '../../src/modules/confinement/confinement.service';
import type { ConfinementTimers } from '../../src/modules/confinement/confinement.timers';
import type { GameClientSocket } from './api';
import { closeSocketsAndSettle } from './cluster/sockets';
import { startTestApp, TestApp } from './test-app';

/** The release job of a stay, as the game schedules it. */
export function releaseJobOf(characterId: number, kind: ConfinementKind, until: Date): ConfinementReleaseJob {
  return { characterId, kind, until: until.toISOString() };
}

/**
 * The nodes of the hospital and jail timer tests: an api node (ROLE=api: it schedules releases but
 * runs no worker) started before the file's tests, and a worker node (ROLE=worker, on the same
 * database and Redis) that a test starts when it wants the releases performed. Call it in a
 * `describe`: it registers the `beforeAll` and the `afterAll` that closes the sockets listed in
 * `connections`, then the worker, then the api node.
 */
export function useConfinementNodes() {
  const nodes = {
    /** Set by the `beforeAll`. */
    api: undefined as unknown as TestApp,
    worker: undefined as TestApp | undefined,
    connections: [] as { socket: GameClientSocket; userId: string }[],
    /** Starts the worker node once; later calls return it. */
    async ensureWorker(): Promise<TestApp> {
      nodes.worker ??= await startTestApp({ env: { ROLE: 'worker' }, shareWith: nodes.api });
      return nodes.worker;
    },
    /** The api node's ConfinementService (confines). */
    confinement: () => nodes.api.app.get<ConfinementService>('ConfinementService'),
    /** The api node's release timer (schedules, reconciles, and releases when called directly). */
    timers: () => nodes.api.app.get<ConfinementTimers>('ConfinementTimers'),
    /** The release queue, through the api node. */
    queue: () => nodes.api.app.get<Queue<ConfinementReleaseJob>>(getQueueToken(QueueName.CONFINEMENT)),
    /** A statement on the nodes' database. */
    query: <T>(sql: string, params: unknown[] = []): Promise<T[]> => nodes.api.dataSource.query(sql, params),
  };
  beforeAll(async () => {
    nodes.api = await startTestApp({ env: { ROLE: 'api' } });
  });
  afterAll(async () => {
    if (nodes.api) await closeSocketsAndSettle(nodes.api, nodes.connections);
    await nodes.worker?.close();
    await nodes.api?.close();
  });
  return nodes;
}
