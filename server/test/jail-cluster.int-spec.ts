import { connectSocket, createPlayer, nextEvent } from './support/api';
import { startTestApp, TestApp } from './support/test-app';

/** Timers across nodes (issue 4): a release made by the worker node reaches a socket held by the api node. */
describe('a jail release across two nodes', () => {
  let apiNode: TestApp;
  let workerNode: TestApp;

  beforeAll(async () => {
    apiNode = await startTestApp({ env: { ROLE: 'api' } });
    workerNode = await startTestApp({ env: { ROLE: 'worker' }, shareWith: apiNode });
  });
  afterAll(async () => {
    await workerNode.close();
    await apiNode.close();
  });

  it('delivers jail:leave from the worker node to a socket on the api node', async () => {
    const player = await createPlayer(apiNode);
    const socket = await connectSocket(apiNode, player.token);
    try {
      const { ConfinementService } = await import('../src/modules/confinement/confinement.service');
      const enter = nextEvent(socket, 'jail:enter');
      await apiNode.app.get(ConfinementService).confine(player.characterId, 'jail', 0.02);
      await enter;
      const leave = await nextEvent(socket, 'jail:leave', 8000);
      expect(leave.releasedAt).toEqual(expect.any(String));
      const [row] = await apiNode.dataSource.query(`SELECT jail_until FROM characters WHERE id = $1`, [
        player.characterId,
      ]);
      expect(row.jail_until).toBeNull();
    } finally {
      socket.close();
    }
  });
});
