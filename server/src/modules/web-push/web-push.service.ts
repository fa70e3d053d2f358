import { Inject, Injectable } from '@nestjs/common';
import { createECDH, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import {
  PushPreferencesDto,
  PushSubscriptionBodyDto,
  PushSubscriptionRenewalDto,
  PushSubscriptionResultDto,
  UpdatePushPreferencesDto,
  VapidPublicKeyDto,
} from './web-push.dto';
import { PushErrorCode, pushError } from './web-push.errors';
import { PushPreferencesEntity } from './web-push-preferences.entity';
import { WebPushQueue } from './web-push.queue';
import { WebPushRepository } from './web-push.repository';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { WebPushSender } from './web-push-sender';

/** Hosts an http endpoint may name in development and tests (a push endpoint on this machine). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The defaults of a player who never changed a switch: the master switch off, every kind on. */
function defaultPreferences(userId: string): PushPreferencesEntity {
  return Object.assign(new PushPreferencesEntity(), {
    userId,
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
}

function toPreferencesDto(row: PushPreferencesEntity): PushPreferencesDto {
  const { userId: _userId, ...switches } = row;
  return switches;
}

/**
 * Web push subscriptions and preferences (issue 26, part 2): each device subscribes with its
 * browser's `PushSubscription` and unsubscribes by endpoint; each player keeps a master switch
 * (the spec's opt-out, 000 section 1) and one switch per kind.
 */
@Injectable()
export class WebPushService {
  constructor(
    private readonly push: WebPushRepository,
    private readonly sender: WebPushSender,
    private readonly queue: WebPushQueue,
    private readonly tx: Tx,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  getVapidPublicKey(): VapidPublicKeyDto {
    return { publicKey: this.sender.publicKey };
  }

  /**
   * Stores this device's subscription for the player (an endpoint stored before, for them or for
   * another account signed in on the device, is theirs now with its new keys).
   * @throws PUSH_NOT_CONFIGURED (503) without VAPID keys; PUSH_ENDPOINT_INVALID (400) when the
   * endpoint is not an https URL (http to this machine is allowed in development and tests);
   * PUSH_KEYS_INVALID (400) when `p256dh` is not a P-256 public key or `auth` not 16 bytes.
   */
  async subscribe(userId: string, body: PushSubscriptionBodyDto): Promise<PushSubscriptionResultDto> {
    if (!this.sender.publicKey) throw pushError(PushErrorCode.PUSH_NOT_CONFIGURED);
    this.checkEndpoint(body.endpoint);
    checkKeys(body.keys.p256dh, body.keys.auth);
    await this.push.upsertSubscription({
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    return { success: true, devices: await this.push.countSubscriptions(userId) };
  }

  /**
   * Replaces a subscription the browser rotated or dropped (`pushsubscriptionchange` in the service
   * worker, which holds no access token): the caller proves it held the old subscription with its
   * endpoint and auth secret (compared in constant time), and the new one belongs to the same player
   * from then on; the old endpoint is forgotten. An endpoint the player already had (the page re-synced
   * first) keeps one row. Nothing changes on any refusal.
   * @throws PUSH_NOT_CONFIGURED (503); PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID (400) for the new
   * subscription, as `subscribe`; PUSH_SUBSCRIPTION_NOT_FOUND (404) when no subscription has the old
   * endpoint or its auth secret differs (the two are not told apart)
   */
  async renew(body: PushSubscriptionRenewalDto): Promise<PushSubscriptionResultDto> {
    if (!this.sender.publicKey) throw pushError(PushErrorCode.PUSH_NOT_CONFIGURED);
    this.checkEndpoint(body.endpoint);
    checkKeys(body.keys.p256dh, body.keys.auth);
    const userId = await inRetriedTransaction(this.tx, async () => {
      const old = await this.push.findByEndpoint(body.oldEndpoint);
      if (!old || !sameSecret(old.auth, body.oldAuth))
        throw pushError(PushErrorCode.PUSH_SUBSCRIPTION_NOT_FOUND);
      if (body.endpoint !== old.endpoint) await this.push.deleteSubscriptionById(old.id);
      await this.push.upsertSubscription({
        userId: old.userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      });
      return old.userId;
    });
    return { success: true, devices: await this.push.countSubscriptions(userId) };
  }

  /** Deletes this device's subscription (by endpoint); a device that had none changes nothing. */
  async unsubscribe(userId: string, endpoint: string): Promise<PushSubscriptionResultDto> {
    await this.push.deleteSubscription(userId, endpoint);
    return { success: true, devices: await this.push.countSubscriptions(userId) };
  }

  /**
   * Forgets every device and the preferences of an account being erased (issue 26 part 4), in the
   * caller's transaction: nothing is pushed to it again. @returns how many devices it had.
   */
  removeAllOf(userId: string): Promise<number> {
    return this.push.deleteAllOf(userId);
  }

  async getPreferences(userId: string): Promise<PushPreferencesDto> {
    return toPreferencesDto((await this.push.findPreferences(userId)) ?? defaultPreferences(userId));
  }

  /**
   * Changes the given switches; the others stay. Turning the daily gift on (with the master switch)
   * schedules its push at the next game day.
   */
  async updatePreferences(userId: string, dto: UpdatePushPreferencesDto): Promise<PushPreferencesDto> {
    const row = (await this.push.findPreferences(userId)) ?? defaultPreferences(userId);
    for (const [key, value] of Object.entries(dto) as [keyof UpdatePushPreferencesDto, unknown][])
      if (typeof value === 'boolean') row[key] = value;
    await this.push.savePreferences(row);
    if (row.enabled && row.dailyGift) await this.queue.scheduleDailyGift(userId);
    return toPreferencesDto(row);
  }

  /** https anywhere public; in development and tests also http to this machine. */
  private checkEndpoint(endpoint: string): void {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw pushError(PushErrorCode.PUSH_ENDPOINT_INVALID);
    }
    const local = LOOPBACK_HOSTS.has(url.hostname);
    const production = this.config.NODE_ENV === 'production';
    if (url.username || url.password) throw pushError(PushErrorCode.PUSH_ENDPOINT_INVALID);
    if (url.protocol === 'https:') {
      // A push service has a public name: no address or name of this machine or its network.
      if (production && (local || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0))
        throw pushError(PushErrorCode.PUSH_ENDPOINT_INVALID);
      return;
    }
    if (url.protocol === 'http:' && !production && local) return;
    throw pushError(PushErrorCode.PUSH_ENDPOINT_INVALID);
  }
}

/** @throws PUSH_KEYS_INVALID unless `p256dh` is a point of P-256 and `auth` is 16 bytes. */
function checkKeys(p256dh: string, auth: string): void {
  if (Buffer.from(auth, 'base64url').length !== 16) throw pushError(PushErrorCode.PUSH_KEYS_INVALID);
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw pushError(PushErrorCode.PUSH_KEYS_INVALID);
  }
}

/** Whether two base64url auth secrets are the same bytes, in constant time. */
function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'base64url');
  const b = Buffer.from(given, 'base64url');
  return a.length === b.length && timingSafeEqual(a, b);
}
