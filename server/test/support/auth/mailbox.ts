import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail the local SMTP server accepted, with its text decoded from the MIME encoding. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded bodies of every text part (plain and html), joined. */
  text: string;
  raw: string;
}

/** A local SMTP server (no TLS, no auth) that keeps every mail it receives. */
export interface Mailbox {
  port: number;
  /** `smtp://127.0.0.1:<port>` for the app's SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Mails addressed to `to` (case-insensitive). */
  to(address: string): ReceivedMail[];
  /** Resolves with the first mail to `to` matching `predicate`, waiting up to `timeoutMs`. */
  waitFor(
    address: string,
    predicate?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /**
   * Resolves with the first `count` mails to `address` matching `predicate` once they are in,
   * waiting up to `timeoutMs`: for mails the app sends after its answer (a password reset's).
   */
  waitForCount(
    address: string,
    count: number,
    predicate?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** The bytes of a quoted-printable text (soft line breaks removed, `=XX` escapes decoded). */
const quotedPrintableBytes = (body: string): Buffer => {
  const text = Buffer.from(body.replace(/=\r?\n/g, ''), 'utf8').toString('latin1');
  return Buffer.from(
    text.replace(/=([0-9A-Fa-f]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
};

const ENCODED_WORD = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;

/** Decodes RFC 2047 encoded words; adjacent words join without the whitespace between them. */
const decodeEncodedWords = (header: string): string =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) =>
      Buffer.concat(
        [...run.matchAll(ENCODED_WORD)].map(([, encoding, text]) =>
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : quotedPrintableBytes(text.replace(/_/g, ' ')),
        ),
      ).toString('utf8'),
    );

/** Splits a MIME entity into unfolded headers and body. */
function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const separator = entity.search(/\r?\n\r?\n/);
  const head = separator < 0 ? entity : entity.slice(0, separator);
  const body = separator < 0 ? '' : entity.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The decoded text of every `text/*` leaf of a MIME entity. */
function textParts(entity: string): string[] {
  const { headers, body } = splitEntity(entity);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, '')));
  }
  if (!/^text\//i.test(contentType)) return [];
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  if (encoding === 'quoted-printable') return [quotedPrintableBytes(body).toString('utf8')];
  return [body];
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers } = splitEntity(raw);
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: textParts(raw).join('\n'),
    raw,
  };
}

/** Starts an SMTP server on 127.0.0.1 and a random port. */
export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(
          parseMail(Buffer.concat(chunks).toString('utf8'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          }),
        );
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const to = (address: string) =>
    messages.filter((mail) => mail.to.some((rcpt) => rcpt.toLowerCase() === address.toLowerCase()));
  const waitForCount: Mailbox['waitForCount'] = (
    address,
    count,
    predicate = () => true,
    timeoutMs = 10_000,
  ) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = to(address).filter(predicate);
        if (found.length < count) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found.slice(0, count));
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        const have = to(address).filter(predicate).length;
        reject(new Error(`${have} of ${count} matching mails to ${address} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    waitFor: async (address, predicate = () => true, timeoutMs = 5000) =>
      (await waitForCount(address, 1, predicate, timeoutMs))[0],
    waitForCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `token` query parameter of the first link in `text` that starts with `linkPrefix`. */
export function tokenFromLink(text: string, linkPrefix: string): string {
  const escaped = linkPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no link starting with ${linkPrefix} in:\n${text}`);
  const token = new URL(match[0].replace(/&amp;/g, '&')).searchParams.get('token');
  if (!token) throw new Error(`link without token: ${match[0]}`);
  return token;
}
