import { Inject, Injectable } from '@nestjs/common';
import { generateRequestDetails } from 'web-push';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';

/** How long one push service request may take (ms) before it counts as unavailable. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is off (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** A device to push to: a stored subscription's endpoint and keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service answered one push: `sent` (2xx), `gone` (404 or 410: the subscription has
 * expired or was withdrawn; delete it), `rejected` (another 4xx: retrying will not help),
 * `unavailable` (429, 5xx, a timeout or no answer: retry later).
 */
export type PushDelivery = {
  outcome: 'sent' | 'gone' | 'rejected' | 'unavailable';
  status?: number;
  error?: string;
};

/**
 * Sends one web push with the standard protocol (RFC 8030, 8291, 8292): the `web-push` package
 * encrypts the payload (`aes128gcm`) and signs the VAPID header with the server's keys; the request
 * itself goes out with `fetch` (the package's own sender speaks https only, and development and the
 * tests use a push endpoint on this machine over http).
 */
@Injectable()
export class WebPushSender {
  private readonly vapid?: { subject: string; publicKey: string; privateKey: string };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
      this.vapid = {
        subject: config.VAPID_SUBJECT ?? `mailto:${config.ADMIN_EMAIL}`,
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
      };
  }

  /** The VAPID public key browsers subscribe with, or null when push is not configured. */
  get publicKey(): string | null {
    return this.vapid?.publicKey ?? null;
  }

  /**
   * Encrypts `payload` (UTF-8 JSON) to the device and posts it to its push service. Never throws:
   * every failure is an outcome. @throws Error only when push is not configured (no VAPID keys).
   */
  async send(target: PushTarget, payload: string): Promise<PushDelivery> {
    if (!this.vapid) throw new Error('web push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)');
    let request: ReturnType<typeof generateRequestDetails>;
    try {
      request = generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: this.vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
    } catch (error) {
      // Keys that are not a P-256 point: the subscription can never be reached.
      return { outcome: 'rejected', error: (error as Error).message };
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      return { outcome: 'unavailable', error: (error as Error).message };
    }
    const status = response.status;
    if (status >= 200 && status < 300) return { outcome: 'sent', status };
    if (status === 404 || status === 410) return { outcome: 'gone', status };
    if (status === 429 || status >= 500) return { outcome: 'unavailable', status };
    return { outcome: 'rejected', status };
  }
}
