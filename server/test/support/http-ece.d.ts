/** The part of `http_ece` (no types of its own) the web push tests decrypt with. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  /** Decrypts an RFC 8188 body; `aes128gcm` reads the sender's key from the header (RFC 8291). */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
}
