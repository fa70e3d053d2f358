import type { SyncTimers } from '../../src/infra/queue/sync-timers';
import type { SharedAppHandle } from './app-environment';

/**
 * The synchronous timer driver of the worker's shared app (`TIMER_DRIVER=sync`): nothing fires by
 * itself; `fireDue()` runs the transitions of the timers due now, `scheduled(queue)` lists what is
 * held. Apps of a file's own (`startTestApp`) run the BullMQ driver.
 */
export function syncTimers(app: Pick<SharedAppHandle, 'app'>): SyncTimers {
  return app.app.get<SyncTimers>('Timers');
}
