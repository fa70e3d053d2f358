import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { Job, Queue } from 'bullmq';
import { PUSH_KIND_PAGE } from '../src/game/push.rules';
import { DAILY_GIFT_READY_TEXT, RELEASE_PAGE, RELEASE_TEXT } from '../src/game/push-texts.rules';
import type { DomainEvents } from '../src/infra/events/domain-events';
import type { PushJob } from '../src/infra/queue/queues';
import type { ConfinementTimers } from '../src/modules/confinement/confinement.timers';
import type { WebPushJobResult } from '../src/modules/web-push/web-push.processor';
import { nextGameDayStart } from '../src/modules/web-push/web-push.queue';
import { api, connectSocket, createPlayer, GameClientSocket, Player } from './support/api';
import { closeSocket, poll } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import { syncTimers } from './support/timers';

/**
 * Web push end to end (issue 26, part 2): a push endpoint on this machine (a plain node http server
 * standing in for a browser's push service), subscribed to with a P-256 key pair and auth secret of
 * the test's own; the pushes it receives are decrypted here with node's crypto, following RFC 8291
 * and RFC 8188 step by step (`aes128gcm`), so the server's encryption is checked against the
 * standard, not against the library that produced it. The push jobs run on the shared app's BullMQ
 * worker; a test waits for its job by the player and reads what the job did.
 */

jest.setTimeout(60_000);

/** One request the push endpoint received. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: its key pair and auth secret. */
interface Device {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
}

/**
 * Decrypts an `aes128gcm` web push body (RFC 8291 over RFC 8188, padding checked) with the device's
 * private key and auth secret, through `http_ece`, the library `web-push` encrypts with.
 */
function decryptPush(body: Buffer, device: Device): string {
  return decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString(
    'utf8',
  );
}

describe('web push', () => {
  let app: TestApp;
  let server: Server;
  let base: string;
  const received: Received[] = [];
  /** Status the endpoint answers, by path (default 201). */
  const statusOf = new Map<string, number>();
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await sharedTestApp();
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = statusOf.get(path) ?? 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) await closeSocket(socket);
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  });

  const pushQueue = () => app.app.get<Queue<PushJob, WebPushJobResult>>('BullQueue_push');
  const receivedAt = (device: Device) => received.filter((r) => `${base}${r.path}` === device.endpoint);

  /** A new device: its own key pair and auth secret, at its own path of the push endpoint. */
  const newDevice = (): Device => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { endpoint: `${base}/push/${randomBytes(8).toString('hex')}`, ecdh, auth: randomBytes(16) };
  };

  const subscribe = (player: Player, device: Device) =>
    api(app, 'POST', '/api/push/subscriptions', {
      token: player.token,
      body: {
        endpoint: device.endpoint,
        expirationTime: null,
        keys: {
          p256dh: device.ecdh.getPublicKey('base64url'),
          auth: device.auth.toString('base64url'),
        },
      },
    });

  const setPreferences = (player: Player, body: Record<string, boolean>) =>
    api(app, 'PUT', '/api/push/preferences', { token: player.token, body });

  /** A player with push on and one subscribed device. */
  const subscribedPlayer = async () => {
    const player = await createPlayer(app);
    const device = newDevice();
    expect((await subscribe(player, device)).status).toBe(201);
    expect((await setPreferences(player, { enabled: true })).body.enabled).toBe(true);
    return { player, device };
  };

  /** Puts the player in jail until a second ago and fires the release timer. */
  const releaseFromJail = async (player: Player) => {
    const until = new Date(Date.now() - 1000);
    await app.dataSource.query(`UPDATE characters SET jail_until = $2 WHERE id = $1`, [
      player.characterId,
      until,
    ]);
    await app.app
      .get<ConfinementTimers>('ConfinementTimers')
      .schedule({ characterId: player.characterId, kind: 'jail', until });
    await syncTimers(app).fireDue();
  };

  /** The player's push jobs of `kind`, once `count` of them have finished (completed or failed for good). */
  const finishedJobs = (player: Player, kind: string, count = 1) =>
    poll(
      async () => {
        const jobs: Job<PushJob, WebPushJobResult>[] = await pushQueue().getJobs([
          'completed',
          'failed',
          'active',
          'waiting',
          'delayed',
        ]);
        return jobs.filter((job) => job.data.userId === player.userId && job.data.kind === kind);
      },
      (jobs) => jobs.length >= count && jobs.every((job) => job.finishedOn !== undefined),
      { timeoutMs: 15_000, what: `${kind} push job of ${player.userId}` },
    );

  it('sends an offline player released from jail the Arabic sentence and the link, encrypted to their device', async () => {
    const { player, device } = await subscribedPlayer();
    await releaseFromJail(player);

    const [job] = await finishedJobs(player, 'release');
    expect(job.returnvalue).toEqual({ outcome: 'delivered', sent: 1, gone: 0, rejected: 0 });
    const [push] = receivedAt(device);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const payload = JSON.parse(decryptPush(push.body, device));
    expect(payload).toMatchObject({
      title: 'مدينة الظلام',
      body: RELEASE_TEXT.jail,
      url: RELEASE_PAGE,
      kind: 'release',
    });
  });

  it('sends a notification kind with the same sentence the in-game notification stores, and its page', async () => {
    const { player, device } = await subscribedPlayer();
    const sender = await createPlayer(app);
    const sent = await api(app, 'POST', '/api/friends/requests', {
      token: sender.token,
      body: { userId: player.userId },
    });
    expect(sent.status).toBe(201);

    await finishedJobs(player, 'friendRequest');
    const [stored] = await app.dataSource.query(
      `SELECT message FROM notifications WHERE user_id = $1 AND type = 'friend_request'`,
      [player.userId],
    );
    const payload = JSON.parse(decryptPush(receivedAt(device)[0].body, device));
    expect(payload.body).toBe(stored.message);
    expect(payload.body).toContain(sender.username);
    expect(payload.url).toBe('/dashboard/friends');
  });

  it('sends nothing to a player who holds a live socket', async () => {
    const { player, device } = await subscribedPlayer();
    const socket = await connectSocket(app, player.token);
    sockets.push(socket);
    await releaseFromJail(player);

    const [job] = await finishedJobs(player, 'release');
    expect(job.returnvalue).toEqual({ outcome: 'online' });
    expect(receivedAt(device)).toHaveLength(0);
  });

  it('deletes a subscription the push service answers 410 for', async () => {
    const { player, device } = await subscribedPlayer();
    statusOf.set(new URL(device.endpoint).pathname, 410);
    const count = async () =>
      Number(
        (
          await app.dataSource.query(`SELECT count(*) FROM push_subscriptions WHERE user_id = $1`, [
            player.userId,
          ])
        )[0].count,
      );
    expect(await count()).toBe(1);
    await releaseFromJail(player);

    const [job] = await finishedJobs(player, 'release');
    expect(job.returnvalue).toEqual({ outcome: 'delivered', sent: 0, gone: 1, rejected: 0 });
    expect(receivedAt(device)).toHaveLength(1);
    expect(await count()).toBe(0);
  });

  it('sends nothing for a kind switched off, nor with the master switch off', async () => {
    const { player, device } = await subscribedPlayer();
    const switched = await setPreferences(player, { release: false });
    expect(switched.body).toMatchObject({ enabled: true, release: false, training: true });
    await releaseFromJail(player);
    expect((await finishedJobs(player, 'release'))[0].returnvalue).toEqual({ outcome: 'disabled' });

    await setPreferences(player, { release: true, enabled: false });
    await releaseFromJail(player);
    const jobs = await finishedJobs(player, 'release', 2);
    expect(jobs.map((job) => job.returnvalue)).toEqual([{ outcome: 'disabled' }, { outcome: 'disabled' }]);
    expect(receivedAt(device)).toHaveLength(0);
  });

  it('sends one push for one event seen twice', async () => {
    const { player, device } = await subscribedPlayer();
    const event = { userId: player.userId, kind: 'jail' as const, releasedAt: new Date() };
    const events = app.app.get<DomainEvents>('DomainEvents');
    await events.publish('confinement.left', event);
    await events.publish('confinement.left', { ...event });

    const jobs = await finishedJobs(player, 'release');
    expect(jobs).toHaveLength(1);
    expect(receivedAt(device)).toHaveLength(1);
  });

  it('schedules "daily gift ready" for the next game day when push is switched on, keeps one job through a claim, and sends it then', async () => {
    const { player, device } = await subscribedPlayer();
    const dailyGiftJobs = async () =>
      (await pushQueue().getJobs(['delayed', 'waiting', 'active', 'completed', 'failed'])).filter(
        (job) => job.data.userId === player.userId && job.data.kind === 'dailyGift',
      );
    // Switching push on scheduled it: a delayed job due when the next game day starts (TZ_GAME).
    const [scheduled] = await dailyGiftJobs();
    expect(await scheduled.getState()).toBe('delayed');
    const dueAt = nextGameDayStart(new Date(scheduled.timestamp), app.config.TZ_GAME).getTime();
    expect(Math.abs(scheduled.timestamp + scheduled.delay - dueAt)).toBeLessThan(2_000);
    expect(scheduled.data).toMatchObject({ text: DAILY_GIFT_READY_TEXT, url: PUSH_KIND_PAGE.dailyGift });

    // Claiming today's gift schedules the same day's push again: still one job.
    expect((await api(app, 'POST', '/api/login-gift/claim', { token: player.token })).status).toBe(200);
    expect((await dailyGiftJobs()).map((job) => job.id)).toEqual([scheduled.id]);

    // The new game day comes (the delay is cut short): the offline player is told, with the gift's page.
    await scheduled.promote();
    const [job] = await finishedJobs(player, 'dailyGift');
    expect(job.returnvalue).toEqual({ outcome: 'delivered', sent: 1, gone: 0, rejected: 0 });
    expect(JSON.parse(decryptPush(receivedAt(device)[0].body, device))).toMatchObject({
      body: DAILY_GIFT_READY_TEXT,
      url: '/dashboard/login-gift',
      kind: 'dailyGift',
    });
  });

  it('refuses an endpoint that is not https or not this machine, and keys that are not a P-256 point', async () => {
    const player = await createPlayer(app);
    const device = newDevice();
    const post = (body: unknown) =>
      api(app, 'POST', '/api/push/subscriptions', { token: player.token, body });
    const keys = { p256dh: device.ecdh.getPublicKey('base64url'), auth: device.auth.toString('base64url') };

    const remoteHttp = await post({ endpoint: 'http://push.example.com/x', keys });
    expect(remoteHttp.status).toBe(400);
    expect(remoteHttp.body.message).toBe('عنوان خدمة الإشعارات غير صحيح');
    const notOnCurve = await post({
      endpoint: device.endpoint,
      keys: { ...keys, p256dh: `B${'A'.repeat(86)}` },
    });
    expect(notOnCurve.status).toBe(400);
    expect(notOnCurve.body.message).toBe('مفاتيح اشتراك الإشعارات غير صحيحة');
    const badAuth = await post({ endpoint: device.endpoint, keys: { ...keys, auth: 'short' } });
    expect(badAuth.status).toBe(400);
    const count = await app.dataSource.query(`SELECT count(*) FROM push_subscriptions WHERE user_id = $1`, [
      player.userId,
    ]);
    expect(Number(count[0].count)).toBe(0);

    expect((await post({ endpoint: device.endpoint, keys })).body).toEqual({ success: true, devices: 1 });
    const removed = await api(app, 'DELETE', '/api/push/subscriptions', {
      token: player.token,
      body: { endpoint: device.endpoint },
    });
    expect(removed.body).toEqual({ success: true, devices: 0 });
  });

  it("takes the service worker's replacement of a rotated subscription without a sign-in, proven by the old endpoint and auth secret; pushes go to the new one", async () => {
    const { player, device: old } = await subscribedPlayer();
    const rotated = newDevice();
    const renew = (body: Record<string, unknown>) => api(app, 'PUT', '/api/push/subscriptions', { body });
    const replacement = {
      oldEndpoint: old.endpoint,
      oldAuth: old.auth.toString('base64url'),
      endpoint: rotated.endpoint,
      keys: {
        p256dh: rotated.ecdh.getPublicKey('base64url'),
        auth: rotated.auth.toString('base64url'),
      },
    };
    const stored = () =>
      app.dataSource.query(`SELECT user_id, endpoint, auth FROM push_subscriptions WHERE user_id = $1`, [
        player.userId,
      ]);
    const before = await stored();

    // Refused, changing nothing: another secret, an endpoint never stored, a new key not on the curve.
    const wrongSecret = await renew({ ...replacement, oldAuth: randomBytes(16).toString('base64url') });
    expect(wrongSecret.status).toBe(404);
    expect(wrongSecret.body).toMatchObject({
      code: 'PUSH_SUBSCRIPTION_NOT_FOUND',
      message: 'اشتراك الإشعارات السابق غير معروف، فعّل الإشعارات من الإعدادات',
    });
    const unknown = await renew({ ...replacement, oldEndpoint: `${base}/push/never-stored` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');
    const badKey = await renew({
      ...replacement,
      keys: { ...replacement.keys, p256dh: `B${'A'.repeat(86)}` },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toBe('مفاتيح اشتراك الإشعارات غير صحيحة');
    const missingProof = await renew({ endpoint: replacement.endpoint, keys: replacement.keys });
    expect(missingProof.status).toBe(400);
    expect(await stored()).toEqual(before);

    const renewed = await renew(replacement);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({ success: true, devices: 1 });
    expect(await stored()).toEqual([
      { user_id: player.userId, endpoint: rotated.endpoint, auth: rotated.auth.toString('base64url') },
    ]);
    // The old subscription proves nothing any more (its row is gone).
    expect((await renew(replacement)).status).toBe(404);

    await releaseFromJail(player);
    const [job] = await finishedJobs(player, 'release');
    expect(job.returnvalue).toEqual({ outcome: 'delivered', sent: 1, gone: 0, rejected: 0 });
    expect(receivedAt(old)).toHaveLength(0);
    expect(JSON.parse(decryptPush(receivedAt(rotated)[0].body, rotated)).body).toBe(RELEASE_TEXT.jail);
  });

  it('keeps one row when the page re-synced the new subscription before the worker renewed it', async () => {
    const { player, device: old } = await subscribedPlayer();
    const rotated = newDevice();
    expect((await subscribe(player, rotated)).body).toEqual({ success: true, devices: 2 });
    const renewed = await api(app, 'PUT', '/api/push/subscriptions', {
      body: {
        oldEndpoint: old.endpoint,
        oldAuth: old.auth.toString('base64url'),
        endpoint: rotated.endpoint,
        keys: {
          p256dh: rotated.ecdh.getPublicKey('base64url'),
          auth: rotated.auth.toString('base64url'),
        },
      },
    });
    expect(renewed.body).toEqual({ success: true, devices: 1 });
  });

  it('serves the VAPID public key and the defaults: every kind on, the master switch off', async () => {
    const player = await createPlayer(app);
    const key = await api(app, 'GET', '/api/push/vapid-public-key', { token: player.token });
    expect(key.body.publicKey).toMatch(/^B[\w-]{86}$/);
    // Without a sign-in too: the service worker reads it to subscribe again.
    expect((await api(app, 'GET', '/api/push/vapid-public-key')).body).toEqual(key.body);
    const preferences = await api(app, 'GET', '/api/push/preferences', { token: player.token });
    expect(preferences.body).toEqual({
      enabled: false,
      release: true,
      training: true,
      attacked: true,
      message: true,
      friendRequest: true,
      gang: true,
      contractExecuted: true,
      dailyGift: true,
    });
  });
});
