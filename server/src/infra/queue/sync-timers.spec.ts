import { Clock } from '../../common/clock';
import { QueueName } from './queues';
import { SyncTimers } from './sync-timers';
import { TimerDefinition, TimerOutcome } from './timers';

/** A clock the test sets. */
class SetClock extends Clock {
  constructor(public time: number) {
    super();
  }
  override now(): Date {
    return new Date(this.time);
  }
}

interface Row {
  id: number;
  dueAt: Date;
  done: boolean;
}

/**
 * A timer over rows in memory: due rows are marked done (once), early runs answer `notBefore`, and
 * the row with id `failing` throws while `failing` is set.
 */
function rowsTimer(rows: Row[], clock: SetClock, failing: { id: number | null } = { id: null }) {
  const runs: number[] = [];
  const definition: TimerDefinition<Row, { id: number }> = {
    queue: QueueName.TRAINING,
    jobName: 'complete',
    what: 'row completion',
    pendingWhat: 'pending rows',
    concurrency: 1,
    payload: (row) => ({ id: row.id }),
    jobId: (job) => `row-${job.id}`,
    dueAt: (row) => row.dueAt,
    run: async (job): Promise<TimerOutcome> => {
      runs.push(job.id);
      if (failing.id === job.id) throw new Error(`row ${job.id} broke`);
      const row = rows.find((candidate) => candidate.id === job.id)!;
      if (row.done) return false;
      if (row.dueAt.getTime() > clock.time) return { notBefore: row.dueAt };
      row.done = true;
      return true;
    },
    pending: async () => rows.filter((row) => !row.done),
  };
  return { definition, runs };
}

describe('SyncTimers (the test timer driver)', () => {
  const quietLogs = () =>
    jest.spyOn(SyncTimers.prototype as never, 'logFailure' as never).mockImplementation();

  afterEach(() => jest.restoreAllMocks());

  it('fires nothing by itself and only the due timers on fireDue, once each, soonest first', async () => {
    const clock = new SetClock(10_000);
    const rows: Row[] = [
      { id: 1, dueAt: new Date(12_000), done: false },
      { id: 2, dueAt: new Date(9_000), done: false },
      { id: 3, dueAt: new Date(8_000), done: false },
    ];
    const timers = new SyncTimers(clock);
    const { definition, runs } = rowsTimer(rows, clock);
    const timer = timers.define(definition);
    for (const row of rows) await timer.schedule(row);
    expect(runs).toEqual([]);

    expect(await timers.fireDue()).toEqual(['row-3', 'row-2']);
    expect(runs).toEqual([3, 2]);
    expect(timers.scheduled().map((held) => held.jobId)).toEqual(['row-1']);
    expect(await timers.fireDue()).toEqual([]);
  });

  it('keeps one timer per job id and moves it when the due time moves, earlier or later', async () => {
    const clock = new SetClock(10_000);
    const row: Row = { id: 1, dueAt: new Date(20_000), done: false };
    const timers = new SyncTimers(clock);
    const timer = timers.define(rowsTimer([row], clock).definition);
    await timer.schedule(row);
    await timer.schedule(row);
    expect(timers.scheduled()).toEqual([
      { queue: QueueName.TRAINING, jobId: 'row-1', payload: { id: 1 }, dueAt: new Date(20_000) },
    ]);
    row.dueAt = new Date(5_000);
    await timer.schedule(row);
    expect(timers.scheduled().map((held) => held.dueAt)).toEqual([new Date(5_000)]);
    row.dueAt = new Date(30_000);
    await timer.schedule(row);
    expect(timers.scheduled().map((held) => held.dueAt)).toEqual([new Date(30_000)]);
  });

  it('holds a timer that ran early again for its notBefore, and does not schedule a performed one again', async () => {
    const clock = new SetClock(10_000);
    const row: Row = { id: 1, dueAt: new Date(15_000), done: false };
    const timers = new SyncTimers(clock);
    const { definition, runs } = rowsTimer([row], clock);
    const timer = timers.define(definition);
    await timer.schedule({ ...row, dueAt: new Date(9_000) });
    expect(await timers.fireDue()).toEqual([]);
    expect(runs).toEqual([1]);
    expect(timers.scheduled().map((held) => held.dueAt)).toEqual([new Date(15_000)]);

    clock.time = 15_000;
    expect(await timers.fireDue()).toEqual(['row-1']);
    await timer.schedule(row);
    expect(await timer.reconcile()).toBe(0);
    expect(timers.scheduled()).toEqual([]);
  });

  it('logs a failed transition, keeps its timer, runs the others, then throws the error', async () => {
    const logged = quietLogs();
    const clock = new SetClock(10_000);
    const rows: Row[] = [
      { id: 1, dueAt: new Date(1_000), done: false },
      { id: 2, dueAt: new Date(2_000), done: false },
    ];
    const failing = { id: 1 as number | null };
    const timers = new SyncTimers(clock);
    const timer = timers.define(rowsTimer(rows, clock, failing).definition);
    for (const row of rows) await timer.schedule(row);

    await expect(timers.fireDue()).rejects.toThrow('row 1 broke');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(rows.map((row) => row.done)).toEqual([false, true]);
    expect(timers.scheduled().map((held) => held.jobId)).toEqual(['row-1']);

    failing.id = null;
    expect(await timers.fireDue()).toEqual(['row-1']);
  });

  it('reconciles every pending row into a timer at its due time', async () => {
    const clock = new SetClock(10_000);
    const rows: Row[] = [
      { id: 1, dueAt: new Date(11_000), done: false },
      { id: 2, dueAt: new Date(12_000), done: true },
    ];
    const timers = new SyncTimers(clock);
    const timer = timers.define(rowsTimer(rows, clock).definition);
    jest.spyOn(SyncTimers.prototype as never, 'logReconciled' as never).mockImplementation();
    expect(await timer.reconcile()).toBe(1);
    expect(timers.scheduled().map((held) => [held.jobId, held.dueAt])).toEqual([['row-1', new Date(11_000)]]);
  });

  it('refuses a second timer on the same queue', () => {
    const clock = new SetClock(0);
    const timers = new SyncTimers(clock);
    timers.define(rowsTimer([], clock).definition);
    expect(() => timers.define(rowsTimer([], clock).definition)).toThrow('already defined');
  });
});
