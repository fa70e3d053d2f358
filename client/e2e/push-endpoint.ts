import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rootRequire } from './support';

/**
 * A web push service on this machine for the browser specs (issue 26, part 2): a plain node HTTP
 * server that records every push the game's server sends it, and a device of the spec's own (a P-256
 * key pair and a 16-byte auth secret) whose pushes it decrypts with node's crypto following RFC 8291
 * and RFC 8188 (`aes128gcm`), as `server/test/web-push.int-spec.ts` does; the encryption is checked
 * against the standard, not against the library that produced it.
 */

/** One request the push endpoint received. */
export interface ReceivedPush {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The browser's side of a subscription: its endpoint, key pair and auth secret. */
export interface PushDevice {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  /** The subscription as `PushSubscription.toJSON()` gives it (keys in base64url). */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** The local push service: its base URL, what it received, and its devices. */
export interface PushEndpoint {
  base: string;
  received: ReceivedPush[];
  /** A new device at its own path of this endpoint. */
  newDevice(): PushDevice;
  /** The pushes received for `device`. */
  receivedAt(device: PushDevice): ReceivedPush[];
  close(): Promise<void>;
}

/** Starts the push endpoint on a free port of 127.0.0.1; it answers 201 to every push. */
export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    newDevice() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${base}/push/${randomBytes(8).toString('hex')}`;
      const keys = { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') };
      return { endpoint, ecdh, auth, json: { endpoint, keys } };
    },
    receivedAt: (device) => received.filter((push) => `${base}${push.path}` === device.endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Decrypts an `aes128gcm` web push body (RFC 8291 over RFC 8188) with the device's private key and
 * auth secret, through `http_ece`, the library the server's `web-push` encrypts with.
 * @returns the plaintext (UTF-8)
 * @throws when the body does not decrypt (wrong keys, tampered) or its padding is not RFC 8188's
 */
export function decryptPush(body: Buffer, device: PushDevice): string {
  const ece = rootRequire('http_ece') as {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
  };
  return ece
    .decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth })
    .toString('utf8');
}
