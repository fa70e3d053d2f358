import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import { parser } from '@prometheus-io/lezer-promql';
import type { Queue } from 'bullmq';
import Stripe from 'stripe';
import { parse as parseYaml } from 'yaml';
import { returnedRows } from '../src/infra/database/transaction';
import { QueueName } from '../src/infra/queue/queues';
import type { EconomyAuditMetrics } from '../src/modules/metrics/economy-audit-metrics';
import {
  CRIME_RESULTS,
  FIGHT_OUTCOMES,
  PURCHASE_KINDS,
  SIGNUP_METHODS,
} from '../src/modules/metrics/game-metrics';
import type { MetricsServer } from '../src/modules/metrics/metrics.server';
import { QUEUE_DEPTH_STATES } from '../src/modules/metrics/queue-metrics';
import { signUpBody } from './support/accounts';
import { api, createPlayer, signInAdmin } from './support/api';
import { poll } from './support/cluster/sockets';
import { fight, fighterFactory } from './support/fights';
import { PNG_1X1, uploadCrimeImage } from './support/images';
import { givenPlayer } from './support/factories';
import { givenOwner, givenWeapon } from './support/market';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Prometheus metrics on METRICS_PORT (issue 25, item 3): the game's counters move by exactly what was
 * played, every queue's depth and worker, the connections, the economy audit's gauges, and every
 * metric name the alert rules and the Grafana dashboard use is one this node serves.
 */

jest.setTimeout(90_000);

const REPO = join(__dirname, '..', '..');
const WEBHOOK_SECRET = 'whsec_test_secret_for_the_metrics';

/** One scrape of `/metrics`: samples by name and labels, and each metric family's type. */
class Scrape {
  readonly types = new Map<string, string>();
  private readonly samples: { name: string; labels: Record<string, string>; value: number }[] = [];

  constructor(text: string) {
    for (const line of text.split('\n')) {
      const type = /^# TYPE (\S+) (\S+)/.exec(line);
      if (type) this.types.set(type[1], type[2]);
      const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!sample) continue;
      const labels: Record<string, string> = {};
      for (const [, key, value] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
        labels[key] = value;
      this.samples.push({ name: sample[1], labels, value: Number(sample[3]) });
    }
  }

  /** Samples of `name` whose labels include `labels`. */
  series(name: string, labels: Record<string, string> = {}) {
    return this.samples.filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  }

  /** The sum of the matching samples (0 when none). */
  sum(name: string, labels: Record<string, string> = {}): number {
    return this.series(name, labels).reduce((total, sample) => total + sample.value, 0);
  }

  /** The one matching sample's value; fails when there is not exactly one. */
  value(name: string, labels: Record<string, string> = {}): number {
    const found = this.series(name, labels);
    if (found.length !== 1) throw new Error(`${name}${JSON.stringify(labels)}: ${found.length} samples`);
    return found[0].value;
  }
}

/** Metric names a PromQL expression selects (the identifiers of its vector selectors). */
function metricNames(expr: string): string[] {
  const names: string[] = [];
  const errors: number[] = [];
  parser.parse(expr).iterate({
    enter(node) {
      if (node.type.isError) errors.push(node.from);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        names.push(expr.slice(node.from, node.to));
    },
  });
  if (errors.length) throw new Error(`PromQL does not parse at ${errors[0]}: ${expr}`);
  return names;
}

describe('metrics on METRICS_PORT', () => {
  let app: TestApp;
  let admin: string;
  const scrape = async () => {
    const response = await fetch(
      `http://127.0.0.1:${app.app.get<MetricsServer>('MetricsServer').port}/metrics`,
    );
    expect(response.status).toBe(200);
    return new Scrape(await response.text());
  };
  const queue = (name: string) => app.app.get<Queue>(getQueueToken(name), { strict: false });

  beforeAll(async () => {
    app = await startTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_not_used_for_network', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    admin = await signInAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts the fight, the shop purchase, the crimes and the sign-ups played, by exactly that much', async () => {
    const weaponId = await givenWeapon(app);
    const image = await uploadCrimeImage(app, admin, PNG_1X1, 'crime.png', 'image/png');
    const crime = await api(app, 'POST', '/api/crimes', {
      token: admin,
      body: { name: 'سرقة العداد', imageUrl: image.body.imageUrl, req_level: 1, cooldown: 1 },
    });
    expect(crime.status).toBe(201);
    const before = await scrape();

    const attacker = await fighterFactory(app);
    const defender = await fighterFactory(app);
    const fought = await fight(app, attacker, defender);
    expect(fought.status).toBe(200);
    await givenOwner(app, weaponId, 2);
    const criminals = [await createPlayer(app), await createPlayer(app)];
    const crimes = await Promise.all(
      criminals.map((player) =>
        api(app, 'POST', `/api/crimes/${crime.body.id}/commit`, { token: player.token }),
      ),
    );
    const signedUp = await api(app, 'POST', '/api/auth/signup', { body: signUpBody() });
    expect(signedUp.status).toBeLessThan(300);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      after.sum(name, labels) - before.sum(name, labels);
    const outcome = fought.body.isAttackerWinner ? 'attacker_won' : 'defender_won';
    expect(
      Object.fromEntries(
        FIGHT_OUTCOMES.map((each) => [each, moved('darkcity_fights_total', { outcome: each })]),
      ),
    ).toEqual(Object.fromEntries(FIGHT_OUTCOMES.map((each) => [each, each === outcome ? 1 : 0])));
    // The purchase: one shop purchase (of two units), nothing else bought.
    expect(
      Object.fromEntries(PURCHASE_KINDS.map((kind) => [kind, moved('darkcity_purchases_total', { kind })])),
    ).toEqual(Object.fromEntries(PURCHASE_KINDS.map((kind) => [kind, kind === 'shop' ? 1 : 0])));
    const results = crimes.map(({ status, body }) => {
      expect(status).toBe(200);
      return body.success ? 'success' : (body.confinement ?? 'failure');
    });
    expect(
      Object.fromEntries(CRIME_RESULTS.map((result) => [result, moved('darkcity_crimes_total', { result })])),
    ).toEqual(
      Object.fromEntries(
        CRIME_RESULTS.map((result) => [result, results.filter((each) => each === result).length]),
      ),
    );
    // Five guests (two fighters, the buyer, two criminals) and one e-mail account.
    expect(
      Object.fromEntries(
        SIGNUP_METHODS.map((method) => [method, moved('darkcity_signups_total', { method })]),
      ),
    ).toEqual({
      password: 1,
      google: 0,
      guest: 5,
    });
    expect(moved('darkcity_blackcoins_credited_total')).toBe(0);
  });

  it('counts a paid Stripe checkout and its blackcoins once, however often Stripe delivers it', async () => {
    const player = await givenPlayer(app);
    // Signed with the stripe package's own test-header helper; nothing here calls Stripe.
    const stripe = new Stripe('sk_test_not_used_for_network');
    const payload = JSON.stringify({
      id: 'evt_metrics',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_metrics',
          object: 'checkout.session',
          payment_status: 'paid',
          client_reference_id: player.userId,
          metadata: {
            userId: player.userId,
            characterId: String(player.characterId),
            packageId: '1',
            blackcoins: '660',
          },
        },
      },
    });
    const before = await scrape();
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await fetch(`${app.url}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });
      expect(response.status).toBe(200);
    }
    const after = await scrape();
    const moved = (name: string) => after.sum(name) - before.sum(name);
    expect(moved('darkcity_stripe_checkouts_completed_total')).toBe(1);
    expect(moved('darkcity_blackcoins_credited_total')).toBe(660);
    expect(moved('darkcity_purchases_total')).toBe(0);
  });

  it('counts a completed and a failed job, and the timer lateness of each, on the queue that ran them', async () => {
    const releases = queue(QueueName.CONFINEMENT);
    const before = await scrape();
    const past = new Date(Date.now() - 60_000).toISOString();
    // A release of a stay no character has: completes, releasing nobody.
    await releases.add(
      'release',
      { characterId: 0, kind: 'jail', until: past },
      { jobId: 'metrics-release', delay: 10 },
    );
    // A release of a kind that does not exist: its processor throws; one attempt, so it fails for good.
    await releases.add(
      'release',
      { characterId: 0, kind: 'exile', until: past },
      { jobId: 'metrics-broken-release', attempts: 1 },
    );
    const labels = { queue: QueueName.CONFINEMENT };
    const after = await poll(
      scrape,
      (now) =>
        now.sum('bullmq_jobs_completed_total', labels) > before.sum('bullmq_jobs_completed_total', labels) &&
        now.sum('bullmq_jobs_failed_total', labels) > before.sum('bullmq_jobs_failed_total', labels),
      { timeoutMs: 20_000, intervalMs: 200, what: 'both jobs finished' },
    );
    const moved = (name: string, extra: Record<string, string> = {}) =>
      after.sum(name, { ...labels, ...extra }) - before.sum(name, { ...labels, ...extra });
    expect(moved('bullmq_jobs_completed_total')).toBe(1);
    expect(moved('bullmq_jobs_failed_total', { final: 'true' })).toBe(1);
    expect(moved('bullmq_jobs_failed_total', { final: 'false' })).toBe(0);
    expect(moved('bullmq_timer_lateness_seconds_count')).toBe(2);
    expect(moved('bullmq_timer_lateness_seconds_bucket', { le: '+Inf' })).toBe(2);
    // Other queues ran nothing.
    expect(after.sum('bullmq_jobs_completed_total', { queue: QueueName.TRAINING })).toBe(
      before.sum('bullmq_jobs_completed_total', { queue: QueueName.TRAINING }),
    );
    expect(after.value('bullmq_queue_depth', { ...labels, state: 'failed' })).toBeGreaterThanOrEqual(1);
  });

  it('lists the depth of every queue in every state, a running worker per queue, the pool and each Redis client', async () => {
    const expiries = queue(QueueName.BLACK_MARKET);
    const before = await scrape();
    const job = await expiries.add(
      'expire',
      { listingId: 0 },
      { jobId: 'metrics-far-expiry', delay: 3_600_000 },
    );
    try {
      const now = await scrape();
      for (const name of Object.values(QueueName)) {
        for (const state of QUEUE_DEPTH_STATES)
          expect(now.series('bullmq_queue_depth', { queue: name, state })).toHaveLength(1);
        expect(now.value('bullmq_worker_running', { queue: name })).toBe(1);
      }
      const delayed = { queue: QueueName.BLACK_MARKET, state: 'delayed' };
      expect(now.value('bullmq_queue_depth', delayed) - before.value('bullmq_queue_depth', delayed)).toBe(1);
    } finally {
      await job.remove();
    }
    const now = await scrape();
    expect(now.value('db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(now.value('db_pool_idle_connections')).toBeLessThanOrEqual(now.value('db_pool_connections'));
    expect(now.value('db_pool_waiting_requests')).toBe(0);
    expect(now.value('db_pool_max_connections')).toBe(app.config.DB_POOL_MAX);
    expect(now.value('db_up')).toBe(1);
    for (const client of ['app', 'bull', 'socket.io-pub', 'socket.io-sub'])
      expect(now.value('redis_client_ready', { client })).toBe(1);
    expect(now.series('socketio_connected_sockets')).toHaveLength(1);
  });

  it('exposes the economy audit: balanced, then the drift of a balance changed outside the wallet, then a run that throws', async () => {
    const audits = app.app.get<EconomyAuditMetrics>('EconomyAuditMetrics');
    const player = await givenPlayer(app, { money: 100 });
    const startedAt = Math.floor(Date.now() / 1000);
    expect((await audits.run())?.ok).toBe(true);
    const balanced = await scrape();
    expect(balanced.value('darkcity_economy_audit_ok')).toBe(1);
    expect(balanced.value('darkcity_economy_audit_drift', { currency: 'money' })).toBe(0);
    expect(balanced.value('darkcity_economy_audit_drift', { currency: 'blackcoins' })).toBe(0);
    const lastRun = balanced.value('darkcity_economy_audit_last_run_timestamp_seconds');
    expect(lastRun).toBeGreaterThanOrEqual(startedAt);

    const moveBalance = async (delta: number) => {
      const moved = returnedRows(
        await app.dataSource.query(
          `UPDATE wallet_accounts SET balance = balance + $2 WHERE kind = 'cash' AND owner_id = $1 AND currency = 'money' RETURNING id`,
          [player.characterId, delta],
        ),
      );
      expect(moved).toHaveLength(1);
    };
    await moveBalance(7);
    try {
      expect((await audits.run())?.ok).toBe(false);
      const unbalanced = await scrape();
      expect(unbalanced.value('darkcity_economy_audit_ok')).toBe(0);
      expect(unbalanced.value('darkcity_economy_audit_drift', { currency: 'money' })).toBe(7);
      expect(unbalanced.value('darkcity_economy_audit_drift', { currency: 'blackcoins' })).toBe(0);
    } finally {
      await moveBalance(-7);
    }

    // The audit cannot read the ledger: the run throws, is counted and reads as not ok.
    const errorsBefore = (await scrape()).value('darkcity_economy_audit_errors_total');
    const lastAnswered = (await scrape()).value('darkcity_economy_audit_last_run_timestamp_seconds');
    await app.dataSource.query(`ALTER TABLE ledger_entries RENAME TO ledger_entries_away`);
    try {
      expect(await audits.run()).toBeNull();
    } finally {
      await app.dataSource.query(`ALTER TABLE ledger_entries_away RENAME TO ledger_entries`);
    }
    const failed = await scrape();
    expect(failed.value('darkcity_economy_audit_ok')).toBe(0);
    expect(failed.value('darkcity_economy_audit_errors_total')).toBe(errorsBefore + 1);
    expect(failed.value('darkcity_economy_audit_last_run_timestamp_seconds')).toBe(lastAnswered);

    expect((await audits.run())?.ok).toBe(true);
    expect((await scrape()).value('darkcity_economy_audit_ok')).toBe(1);
  });

  it('uses in the alert rules and the Grafana dashboard only metric names this node serves', async () => {
    const rules = parseYaml(readFileSync(join(REPO, 'deploy/prometheus/alerts.yml'), 'utf8')) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    const dashboard = JSON.parse(readFileSync(join(REPO, 'deploy/grafana/darkcity.json'), 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const expressions = [
      ...rules.groups.flatMap((group) =>
        group.rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr })),
      ),
      ...dashboard.panels.flatMap((panel) =>
        (panel.targets ?? []).map((target) => ({ where: `panel ${panel.title}`, expr: target.expr })),
      ),
    ];
    expect(rules.groups.flatMap((group) => group.rules)).toHaveLength(10);
    expect(expressions.length).toBeGreaterThan(30);

    const served = (await scrape()).types;
    const isServed = (name: string) => {
      if (served.has(name)) return true;
      const family = /^(.*)_(bucket|sum|count)$/.exec(name)?.[1];
      return !!family && ['histogram', 'summary'].includes(served.get(family) ?? '');
    };
    const used = expressions.flatMap(({ where, expr }) => metricNames(expr).map((name) => ({ where, name })));
    expect(used.length).toBeGreaterThanOrEqual(expressions.length);
    expect(used.filter(({ name }) => !isServed(name))).toEqual([]);
  });
});
