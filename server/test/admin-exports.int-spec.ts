import { parse } from 'csv-parse/sync';
import type { BlockedMessagesService } from '../src/modules/moderation/blocked-messages.service';
import type { StripePurchasesRepository } from '../src/modules/packages/stripe-purchases.repository';
import { api } from './support/api';
import { givenAdmin, givenPlayer } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The back office's CSV exports (issue 30, part 4): each list downloads as UTF-8 CSV with a BOM,
 * `text/csv` and an attachment name, the screen's filters applied, Arabic intact, cells a spreadsheet
 * would run as formulas neutralised, one audit entry per export (who, what, which filters), and
 * non-admins refused. A list longer than one keyset page (500 rows) comes out whole and in order.
 */

jest.setTimeout(120_000);

interface Csv {
  status: number;
  headers: Headers;
  raw: string;
  rows: string[][];
}

describe('admin CSV exports', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await sharedTestApp();
    admin = await givenAdmin(app);
  });

  async function csv(path: string, token = admin): Promise<Csv> {
    const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const buffer = Buffer.from(await response.arrayBuffer());
    const raw = buffer.toString('utf8');
    return {
      status: response.status,
      headers: response.headers,
      raw,
      rows: response.status === 200 ? (parse(raw, { bom: true }) as string[][]) : [],
    };
  }

  /** The newest audit entry of this admin with this action. */
  async function lastExportEntry(action: string) {
    const [row] = await app.dataSource.query(
      `SELECT action, target_type, target_id, after, admin_id FROM admin_audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1`,
      [action],
    );
    return row;
  }

  function expectCsvFile(file: Csv, name: RegExp) {
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(name);
    expect(file.raw.startsWith('\uFEFF')).toBe(true);
  }

  it('exports the characters list with its search: BOM, Arabic headers, one row per match, audit entry', async () => {
    const tag = `exp${Date.now().toString(36)}`;
    const first = await givenPlayer(app, { username: `${tag}a`, money: 1234 });
    const second = await givenPlayer(app, { username: `${tag}b` });
    await givenPlayer(app); // not matching the search

    const file = await csv(`/api/admin/characters/export?search=${tag}&filterStatus=all&page=3`);
    expectCsvFile(file, /^attachment; filename="characters-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = file.rows;
    expect(header.slice(0, 3)).toEqual(['رقم الشخصية', 'اسم المستخدم', 'البريد الإلكتروني']);
    expect(rows.map((row) => row[0])).toEqual([String(first.characterId), String(second.characterId)]);
    expect(rows[0][5]).toBe('1234');
    expect(rows[0][7]).toBe('لا');

    const entry = await lastExportEntry('export.characters');
    expect(entry).toMatchObject({
      target_type: 'export',
      target_id: 'characters',
      after: { export: 'characters', filters: { search: tag, filterStatus: 'all' } },
    });
  });

  it("exports a player's ledger with its currency filter, negative amounts as numbers", async () => {
    const player = await givenPlayer(app, { money: 700, blackcoins: 5 });
    expect(
      (
        await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
          token: admin,
          body: { amount: -200 },
        })
      ).status,
    ).toBe(200);

    const file = await csv(`/api/admin/characters/${player.characterId}/ledger/export?currency=money`);
    expectCsvFile(file, new RegExp(`filename="ledger-${player.characterId}-`));
    const [header, ...rows] = file.rows;
    expect(header).toContain('الطرف الآخر');
    // Newest first: the deduction, then the grant; blackcoins left out by the filter.
    expect(rows.map((row) => [row[4], row[5], row[6]])).toEqual([
      ['money', '-200', '500'],
      ['money', '700', '700'],
    ]);
    expect(rows[0][7]).toBe('admin_adjustment');
    expect((await lastExportEntry('export.ledger')) as unknown).toMatchObject({
      target_type: 'character',
      target_id: String(player.characterId),
      after: { export: 'ledger', filters: { currency: 'money' } },
    });

    expect((await csv('/api/admin/characters/999999999/ledger/export')).status).toBe(404);
  });

  it('exports the purchases with their filters, Arabic package names intact and formulas neutralised', async () => {
    const player = await givenPlayer(app);
    const [pack] = await app.dataSource.query(`SELECT id FROM blackcoin_packages ORDER BY id LIMIT 1`);
    const purchases = app.app.get<StripePurchasesRepository>('StripePurchasesRepository');
    for (const [index, name] of ['حقيبة الذهب', '=HYPERLINK("http://x")', '@SUM(A1)'].entries())
      await purchases.insertPending({
        sessionId: `cs_export_${player.characterId}_${index}`,
        userId: player.userId,
        characterId: player.characterId,
        packageId: pack.id,
        packageName: name,
        amountCents: 199 + index,
        currency: 'usd',
        blackcoins: 100,
      });

    const file = await csv(`/api/admin/purchases/export?characterId=${player.characterId}&state=pending`);
    expectCsvFile(file, /filename="purchases-/);
    const rows = file.rows.slice(1);
    expect(rows.map((row) => row[3])).toEqual(["'@SUM(A1)", '\'=HYPERLINK("http://x")', 'حقيبة الذهب']);
    expect(rows.every((row) => row[1] === String(player.characterId) && row[7] === 'pending')).toBe(true);
    // Another state: none.
    const paid = await csv(`/api/admin/purchases/export?characterId=${player.characterId}&state=paid`);
    expect(paid.rows).toHaveLength(1);
    expect((await lastExportEntry('export.purchases')).after).toEqual({
      export: 'purchases',
      filters: { characterId: player.characterId, state: 'paid' },
    });
  });

  it('exports the blocked messages with the username filter over more than one keyset page', async () => {
    const player = await givenPlayer(app);
    const blocked = app.app.get<BlockedMessagesService>('BlockedMessagesService');
    for (let index = 0; index < 503; index++)
      await blocked.record({
        type: 'global',
        userId: player.userId,
        receiverId: null,
        originalContent: index === 0 ? '+رسالة محظورة' : `رسالة محظورة رقم ${index}`,
        filteredContent: '*** محظورة',
        category: 'arabicHarassment',
        matchedWords: ['كلمة'],
      });

    const file = await csv(
      `/api/admin/blocked-messages/export?username=${player.username}&messageType=GLOBAL`,
    );
    expectCsvFile(file, /filename="blocked-messages-/);
    const rows = file.rows.slice(1);
    expect(rows).toHaveLength(503);
    expect(new Set(rows.map((row) => row[0])).size).toBe(503);
    expect(rows[0][7]).toBe('رسالة محظورة رقم 502');
    expect(rows[502][7]).toBe("'+رسالة محظورة");
    expect(rows[0][2]).toBe('عامة');
    expect((await lastExportEntry('export.blocked-messages')).after.filters).toEqual({
      username: player.username,
      messageType: 'GLOBAL',
    });
  });

  it('exports the private message reports of one status', async () => {
    const sender = await givenPlayer(app);
    const receiver = await givenPlayer(app);
    const sent = await api(app, 'POST', `/api/messages/${receiver.userId}`, {
      token: sender.token,
      body: { content: `-2+3 مرحبا ${sender.username}` },
    });
    expect(sent.status).toBeLessThan(300);
    const reported = await api(app, 'POST', `/api/messages/${sent.body.id}/report`, {
      token: receiver.token,
      body: { reason: 'رسالة مزعجة' },
    });
    expect(reported.status).toBeLessThan(300);

    const file = await csv('/api/messages/reports/export?status=PENDING');
    expectCsvFile(file, /filename="reports-/);
    const row = file.rows.find((each) => each[4] === sender.username);
    expect(row).toBeDefined();
    expect(row?.[3]).toBe('رسالة مزعجة');
    expect(row?.[6]).toBe(`'-2+3 مرحبا ${sender.username}`);
    expect(file.rows.slice(1).every((each) => each[1] === 'PENDING')).toBe(true);
    expect((await lastExportEntry('export.reports')).after).toEqual({
      export: 'reports',
      filters: { status: 'PENDING' },
    });
  });

  it('exports the audit log with its filters; the export itself is in the log', async () => {
    const player = await givenPlayer(app);
    await api(app, 'POST', `/api/admin/characters/${player.characterId}/blackcoins`, {
      token: admin,
      body: { amount: 3 },
    });
    const file = await csv(`/api/admin/audit-log/export?targetType=character&targetId=${player.characterId}`);
    expectCsvFile(file, /filename="audit-log-/);
    const rows = file.rows.slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0][3]).toBe('character.blackcoins');
    expect(rows[0][6]).toBe(player.username);
    expect(JSON.parse(rows[0][8])).toEqual({ blackcoins: 3 });

    const exports = await csv('/api/admin/audit-log/export?action=export.audit-log&limit=1');
    expect(exports.rows[1][3]).toBe('export.audit-log');
    expect(JSON.parse(exports.rows[1][8])).toEqual({
      export: 'audit-log',
      filters: { action: 'export.audit-log' },
    });
  });

  it('refuses players and bad filters, and writes no audit entry for them', async () => {
    const player = await givenPlayer(app);
    const [{ n: before }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM admin_audit_log WHERE action LIKE 'export.%'`,
    );
    for (const path of [
      '/api/admin/characters/export',
      `/api/admin/characters/${player.characterId}/ledger/export`,
      '/api/admin/purchases/export',
      '/api/admin/audit-log/export',
      '/api/messages/reports/export',
      '/api/admin/blocked-messages/export',
    ])
      expect((await csv(path, player.token)).status).toBe(403);
    const bad = await api(app, 'GET', '/api/admin/purchases/export?state=stolen', { token: admin });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('حالة الشراء غير صحيحة');
    const [{ n: after }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM admin_audit_log WHERE action LIKE 'export.%'`,
    );
    expect(after).toBe(before);
  });
});
