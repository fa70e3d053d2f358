import { connect } from 'node:net';
import { api, ApiResponse, connectSocket, createPlayer, Player, signInAdmin } from './support/api';
import { ack } from './support/chat';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import type { MetricsServer } from '../src/modules/metrics/metrics.server';

const ARABIC = /[\u0600-\u06FF]/;

/** A refusal as issue 17 wants it: a 4xx with a code and an Arabic sentence (in `details` or the message). */
function expectArabicRefusal(response: ApiResponse, status = 400): void {
  expect({ status: response.status, code: typeof response.body?.code }).toEqual({ status, code: 'string' });
  const sentences = [response.body.message, ...(response.body.details ?? [])].join(' ');
  expect(sentences).toMatch(ARABIC);
}

/** Sends a raw body (any text, any content type) and reads the JSON answer. */
async function raw(
  app: TestApp,
  method: string,
  path: string,
  body: string | FormData | Buffer,
  headers: Record<string, string>,
): Promise<ApiResponse> {
  const response = await fetch(`${app.url}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * The classes of bad input of issue 17, each refused once where every route and socket event
 * passes (the body parsers, the global pipe, the strict integer pipe, IsOptionalNonNull), with the
 * issue's own examples.
 */
describe('invalid input (issue 17)', () => {
  let app: TestApp;
  let adminToken: string;
  let player: Player;

  beforeAll(async () => {
    app = await sharedTestApp();
    adminToken = await signInAdmin(app);
    player = await createPlayer(app);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('deep nesting and huge bodies', () => {
    it('refuses 100,000 nested arrays and a 3,000-deep object on sign-in with 400', async () => {
      const arrays = '['.repeat(100_000) + ']'.repeat(100_000);
      const json = { 'content-type': 'application/json' };
      expectArabicRefusal(await raw(app, 'POST', '/api/auth/login', arrays, json));
      const object = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
      const refused = await raw(app, 'POST', '/api/auth/login', object, json);
      expectArabicRefusal(refused);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: ['البيانات المرسلة متداخلة أكثر من المسموح'],
      });
    });

    it('refuses a body over the limit with 413 and malformed JSON with 400', async () => {
      const huge = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024), password: 'x' });
      const json = { 'content-type': 'application/json' };
      const tooLarge = await raw(app, 'POST', '/api/auth/login', huge, json);
      expectArabicRefusal(tooLarge, 413);
      expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
      const malformed = await raw(app, 'POST', '/api/auth/login', '{"email": ', json);
      expectArabicRefusal(malformed);
      expect(malformed.body.code).toBe('MALFORMED_REQUEST');
      const unknownType = await raw(app, 'POST', '/api/auth/login', 'x', {
        'content-type': 'application/x-nope',
      });
      expectArabicRefusal(unknownType, 415);
    });

    it('refuses deep socket payloads with a 400 ack and keeps the connection', async () => {
      const socket = await connectSocket(app, player.token);
      try {
        let deep: unknown = 'x';
        for (let i = 0; i < 3000; i++) deep = [deep];
        for (const event of ['send_message', 'edit_message', 'add_message_reaction']) {
          const refused = await ack(socket, event, { content: deep, receiverId: deep, emoji: deep });
          expect(refused).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
        }
        expect(socket.connected).toBe(true);
      } finally {
        socket.close();
      }
    });
  });

  describe('NUL and lone surrogates', () => {
    it('refuses them in bodies, paths and queries with 400 and an Arabic detail', async () => {
      const detail = 'النص يحتوي على محارف غير مسموح بها';
      const cases: ApiResponse[] = [
        await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: 'abc\u0000defghij' } }),
        await api(app, 'GET', '/api/character/profile/by-username/%00', { token: player.token }),
        await api(app, 'GET', '/api/v1/search/users?query=%00', { token: player.token }),
        await api(app, 'POST', '/api/admin/filtered-words', {
          token: adminToken,
          body: { word: 'a\u0000b', category: 'arabicSexual' },
        }),
        await api(app, 'POST', '/api/jobs/admin', {
          token: adminToken,
          body: { name: 'وظيفة\u0000', description: 'وصف' },
        }),
      ];
      for (const email of ['\ud800a@x.com', 'a@x.com\u0000']) {
        cases.push(await api(app, 'POST', '/api/auth/login', { body: { email, password: 'secret123' } }));
        cases.push(await api(app, 'POST', '/api/auth/signup', { body: { email, password: 'secret123' } }));
        cases.push(await api(app, 'POST', '/api/auth/password-reset/request', { body: { email } }));
        cases.push(
          await api(app, 'POST', '/api/auth/link-email', {
            token: player.token,
            body: { email, password: 'secret123' },
          }),
        );
      }
      for (const response of cases) {
        expectArabicRefusal(response);
        expect(response.body.details).toEqual([detail]);
      }
    });

    it('refuses a lone surrogate as an emoji, and NUL in global chat over the socket', async () => {
      const other = await createPlayer(app);
      const sent = await api(app, 'POST', `/api/messages/${other.userId}`, {
        token: player.token,
        body: { content: 'مرحبا' },
      });
      expect(sent.status).toBe(201);
      const reaction = await api(app, 'POST', `/api/messages/${sent.body.id}/reactions`, {
        token: player.token,
        body: { emoji: '\ud800' },
      });
      expectArabicRefusal(reaction);
      const socket = await connectSocket(app, player.token);
      try {
        const refused = await ack(socket, 'send_global_message', { content: 'hi\u0000' });
        expect(refused).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      } finally {
        socket.close();
      }
    });
  });

  describe('integers', () => {
    it('refuses pages and ids beyond any column with 400, and hex or exponent ids', async () => {
      for (const path of [
        '/api/notifications?page=9223372036854775808',
        '/api/messages/reports?page=9223372036854775808',
        '/api/admin/blocked-messages?page=9223372036854775808',
        '/api/notifications?page=1e3',
        '/api/notifications?page=0x10',
      ]) {
        expectArabicRefusal(await api(app, 'GET', path, { token: adminToken }));
      }
      const report = await api(app, 'POST', '/api/global-chat/messages/9223372036854775808/report', {
        token: player.token,
        body: { reason: 'سبب' },
      });
      expectArabicRefusal(report);
    });

    it('does not read /api/jobs/admin/0x10 as job 16', async () => {
      for (let i = 0; i < 16; i++) {
        const job = await api(app, 'POST', '/api/jobs/admin', {
          token: adminToken,
          body: { name: `وظيفة ${i}`, description: 'وصف' },
        });
        expect(job.status).toBe(201);
      }
      const jobs = await api(app, 'GET', '/api/jobs/admin', { token: adminToken });
      const before = jobs.body.length;
      for (const id of ['0x10', '1e1', '+16', ' 16', '16.0']) {
        const refused = await api(app, 'DELETE', `/api/jobs/admin/${encodeURIComponent(id)}`, {
          token: adminToken,
        });
        expectArabicRefusal(refused);
      }
      expect((await api(app, 'GET', '/api/jobs/admin', { token: adminToken })).body).toHaveLength(before);
    });
  });

  describe('null where a value is required', () => {
    it('refuses null in partial updates and in optional fields of a creation', async () => {
      // The example; the body is refused before any crime is looked up.
      const crimeId = 1;
      for (const field of ['reward', 'name', 'failOutcome', 'isEnabled', 'energyCost', 'imageUrl']) {
        expectArabicRefusal(
          await api(app, 'PUT', `/api/crimes/${crimeId}`, { token: adminToken, body: { [field]: null } }),
        );
      }
      const job = await api(app, 'POST', '/api/jobs/admin', {
        token: adminToken,
        body: { name: 'حارس', description: 'يحرس', tier: null },
      });
      expectArabicRefusal(job);
      const created = await api(app, 'POST', '/api/jobs/admin', {
        token: adminToken,
        body: { name: 'حارس', description: 'يحرس' },
      });
      expect(created.status).toBe(201);
      for (const field of ['salary', 'name', 'isEnabled']) {
        expectArabicRefusal(
          await api(app, 'PUT', `/api/jobs/admin/${created.body.id}`, {
            token: adminToken,
            body: { [field]: null },
          }),
        );
      }
    });
  });

  describe('edge cases', () => {
    it('refuses an age of 1e308 days and a blank filtered word', async () => {
      expectArabicRefusal(
        await api(app, 'DELETE', '/api/admin/blocked-messages', {
          token: adminToken,
          body: { olderThan: 1e308 },
        }),
      );
      expectArabicRefusal(
        await api(app, 'POST', '/api/admin/filtered-words', {
          token: adminToken,
          body: { word: '   ', category: 'arabicSexual' },
        }),
      );
    });

    it('refuses multipart without a boundary and an empty file with 400', async () => {
      const auth = { authorization: `Bearer ${adminToken}` };
      const noBoundary = await raw(app, 'POST', '/api/crimes/upload-image', 'whatever', {
        ...auth,
        'content-type': 'multipart/form-data',
      });
      expectArabicRefusal(noBoundary);
      const form = new FormData();
      form.append('image', new Blob([]), 'empty.png');
      const empty = await raw(app, 'POST', '/api/crimes/upload-image', form, auth);
      expectArabicRefusal(empty);
      expect(empty.body.code).toBe('IMAGE_REQUIRED');
    });

    it('answers headers over the limit with 431 and the usual body with its code', async () => {
      const port = new URL(app.url).port;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431/);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toMatchObject({ statusCode: 431, code: 'HEADERS_TOO_LARGE' });
      expect(body.message).toMatch(ARABIC);
    });
  });

  describe('smaller holes', () => {
    it('counts a message of only zero-width characters as blank, on REST and in global chat', async () => {
      const other = await createPlayer(app);
      const blank = await api(app, 'POST', `/api/messages/${other.userId}`, {
        token: player.token,
        body: { content: '\u200b\u200c\u200d\u2060\ufeff' },
      });
      expectArabicRefusal(blank);
      const socket = await connectSocket(app, player.token);
      try {
        const refused = await ack(socket, 'send_global_message', { content: ' \u200b\u200b ' });
        expect(refused).toMatchObject({ code: 'MESSAGE_EMPTY' });
      } finally {
        socket.close();
      }
    });

    it('accepts real emoji only as reactions', async () => {
      const other = await createPlayer(app);
      const sent = await api(app, 'POST', `/api/messages/${other.userId}`, {
        token: player.token,
        body: { content: 'مرحبا' },
      });
      const react = (emoji: string) =>
        api(app, 'POST', `/api/messages/${sent.body.id}/reactions`, { token: player.token, body: { emoji } });
      for (const emoji of ['abc', 'abcdefghijklmnop', '👍👍', '1', '#'])
        expectArabicRefusal(await react(emoji));
      for (const emoji of ['👍', '❤️', '👨‍👩‍👧', '🇸🇦']) expect((await react(emoji)).status).toBe(200);
    });

    it('keeps infobox rows to the spec guide keys', async () => {
      expectArabicRefusal(
        await api(app, 'POST', '/api/infobox/anyKeyAtAll/complete', { token: player.token }),
      );
      expect(
        (await api(app, 'POST', '/api/infobox/gangDetails/complete', { token: player.token })).status,
      ).toBe(200);
    });

    it('serves /metrics on METRICS_PORT only, not on the public port', async () => {
      expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
      const port = app.app.get<MetricsServer>('MetricsServer').port;
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('http_request_duration_seconds');
    });
  });
});
