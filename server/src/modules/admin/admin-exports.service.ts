import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsService } from '../metrics/metrics.service';
import { csvDownload, csvFilename } from '../../common/csv/csv-export';
import { isSerialId } from '../../infra/database/serial-id';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import type { MessageReportsQueryDto } from '../messages/message-reports.dto';
import type { MessageReportRow } from '../messages/message-reports.repository';
import { MessageReportsService } from '../messages/message-reports.service';
import type { ListBlockedMessagesQueryDto } from '../moderation/moderation.dto';
import type { BlockedMessageRow } from '../moderation/moderation.repository';
import { BlockedMessagesService } from '../moderation/blocked-messages.service';
import type { AdminPurchasesQueryDto } from '../packages/purchases-admin.dto';
import { PurchasesAdminService } from '../packages/purchases-admin.service';
import type { AdminPurchaseRow } from '../packages/stripe-purchases.repository';
import type { CharacterLedgerRow } from '../wallet/wallet.repository';
import { WalletService } from '../wallet/wallet.service';
import type { AuditLogQueryDto } from './admin-audit.dto';
import { AdminAuditRepository, AdminAuditRow } from './admin-audit.repository';
import { AdminAuditService } from './admin-audit.service';
import type { AdminCharacterListQueryDto } from './admin-characters.dto';
import type { AdminCharacterRow } from './admin-characters.repository';
import { AdminCharactersRepository } from './admin-characters.repository';
import { AdminCharactersService } from './admin-characters.service';
import type { CharacterLedgerExportQueryDto } from './admin-exports.dto';
import { AdminErrorCode, adminError } from './admin.errors';

/** The lists an admin can export (the audit entry's `export.<kind>` action and target id). */
export type ExportKind = 'characters' | 'purchases' | 'audit-log' | 'ledger' | 'reports' | 'blocked-messages';

/** The filters of a list query as the audit entry keeps them: set ones only, paging left out. */
function filtersOf(query: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) =>
        key !== 'page' && key !== 'limit' && value !== undefined && value !== null && value !== '',
    ),
  );
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The back office's CSV exports (issue 30, part 4): the characters list, the purchases, the audit
 * log, a player's ledger, the message reports and the blocked messages, each with its screen's
 * filters, read by keyset pages and streamed (`csvDownload`: UTF-8 with BOM, formula cells
 * neutralised). Each export writes one audit entry (`export.<kind>`: who, which filters) before the
 * download starts.
 */
@Injectable()
export class AdminExportsService {
  private readonly started: Counter<'list'>;

  constructor(
    private readonly audit: AdminAuditService,
    private readonly auditRows: AdminAuditRepository,
    private readonly characters: AdminCharactersService,
    private readonly characterRows: AdminCharactersRepository,
    private readonly purchases: PurchasesAdminService,
    private readonly reports: MessageReportsService,
    private readonly blocked: BlockedMessagesService,
    private readonly wallet: WalletService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: MetricsService,
  ) {
    this.started = new Counter({
      name: 'darkcity_admin_exports_total',
      help: 'CSV exports an admin started on this node, per list',
      labelNames: ['list'],
      registers: [metrics.registry],
    });
  }

  private record(adminId: string, kind: ExportKind, query: object, characterId?: number): Promise<void> {
    this.started.inc({ list: kind });
    return this.audit.record({
      adminId,
      action: `export.${kind}`,
      targetType: characterId === undefined ? 'export' : 'character',
      targetId: characterId ?? kind,
      before: null,
      after: { export: kind, filters: filtersOf(query) },
    });
  }

  /** The characters list with its search and status filter, by id. */
  async characterList(adminId: string, query: AdminCharacterListQueryDto): Promise<StreamableFile> {
    const page = await this.characters.exportPager(query);
    await this.record(adminId, 'characters', { search: query.search, filterStatus: query.filterStatus });
    return csvDownload<AdminCharacterRow, number>(
      csvFilename('characters'),
      [
        { header: 'رقم الشخصية', value: (r) => r.id },
        { header: 'اسم المستخدم', value: (r) => r.name },
        { header: 'البريد الإلكتروني', value: (r) => r.email },
        { header: 'المستوى', value: (r) => r.level },
        { header: 'الخبرة', value: (r) => r.exp },
        { header: 'المال', value: (r) => r.money },
        { header: 'البلاك كوين', value: (r) => r.blackcoins },
        { header: 'محظور', value: (r) => (r.isBanned ? 'نعم' : 'لا') },
        { header: 'سبب الحظر', value: (r) => r.banReason },
        { header: 'مشرف', value: (r) => (r.isAdmin ? 'نعم' : 'لا') },
        { header: 'تاريخ الإنشاء', value: (r) => r.createdAt },
        { header: 'آخر نشاط', value: (r) => r.lastActive },
      ],
      page,
      (row) => row.id,
    );
  }

  /** The purchases with the page's filters, newest first. */
  async purchaseList(adminId: string, query: AdminPurchasesQueryDto): Promise<StreamableFile> {
    await this.record(adminId, 'purchases', query);
    return csvDownload<AdminPurchaseRow, number>(
      csvFilename('purchases'),
      [
        { header: 'رقم الشراء', value: (r) => r.id },
        { header: 'رقم الشخصية', value: (r) => r.characterId },
        { header: 'اسم المستخدم', value: (r) => r.username },
        { header: 'الحزمة', value: (r) => r.packageName },
        { header: 'المبلغ (بالسنت)', value: (r) => r.amountCents },
        { header: 'العملة', value: (r) => r.currency },
        { header: 'البلاك كوين', value: (r) => r.blackcoins },
        { header: 'الحالة', value: (r) => r.state },
        { header: 'المسترد (بالسنت)', value: (r) => r.refundedCents },
        { header: 'المتنازع عليه (بالسنت)', value: (r) => r.disputedCents },
        { header: 'المسترجع من البلاك كوين', value: (r) => r.takenBack },
        { header: 'المستحق', value: (r) => r.owed },
        { header: 'جلسة Stripe', value: (r) => r.sessionId },
        { header: 'عملية الدفع', value: (r) => r.paymentIntentId },
        { header: 'النزاع', value: (r) => r.disputeId },
        { header: 'تاريخ الإنشاء', value: (r) => r.createdAt },
        { header: 'تاريخ الدفع', value: (r) => r.paidAt },
      ],
      (before, limit) => this.purchases.exportPage(query, before, limit),
      (row) => row.id,
    );
  }

  /** The whole audit log with the page's filters, newest first. */
  async auditLog(adminId: string, query: AuditLogQueryDto): Promise<StreamableFile> {
    const filter = this.audit.filterOf(query);
    // Written first: the export is in its own file, as the log then reads.
    await this.record(adminId, 'audit-log', query);
    return csvDownload<AdminAuditRow, number>(
      csvFilename('audit-log'),
      [
        { header: 'الرقم', value: (r) => r.id },
        { header: 'الوقت', value: (r) => r.createdAt },
        { header: 'المشرف', value: (r) => r.adminUsername },
        { header: 'الإجراء', value: (r) => r.action },
        { header: 'نوع الهدف', value: (r) => r.targetType },
        { header: 'الهدف', value: (r) => r.targetId },
        { header: 'اسم الهدف', value: (r) => r.targetName },
        { header: 'قبل', value: (r) => json(r.before) },
        { header: 'بعد', value: (r) => json(r.after) },
        { header: 'العنوان', value: (r) => r.ip },
      ],
      (before, limit) => this.auditRows.exportPage(filter, before, limit),
      (row) => row.id,
    );
  }

  /**
   * One player's cash and bank ledger, newest first.
   * @throws ADMIN_CHARACTER_NOT_FOUND
   */
  async ledger(
    adminId: string,
    characterId: number,
    query: CharacterLedgerExportQueryDto,
  ): Promise<StreamableFile> {
    if (!isSerialId(characterId) || !(await this.characterRows.byId(characterId)))
      throw adminError(AdminErrorCode.CHARACTER_NOT_FOUND);
    const filter = {
      currency: query.currency ?? null,
      reason: query.reason || null,
      dateFrom: query.dateFrom ?? null,
      dateTo: query.dateTo ?? null,
      timeZone: this.config.TZ_GAME,
    };
    await this.record(adminId, 'ledger', query, characterId);
    return csvDownload<CharacterLedgerRow, string>(
      csvFilename(`ledger-${characterId}`),
      [
        { header: 'رقم الحركة', value: (r) => r.id },
        { header: 'رقم التحويل', value: (r) => r.transferId },
        { header: 'الوقت', value: (r) => r.createdAt },
        { header: 'الحساب', value: (r) => r.account },
        { header: 'العملة', value: (r) => r.currency },
        { header: 'المبلغ', value: (r) => r.delta },
        { header: 'الرصيد بعدها', value: (r) => r.balanceAfter },
        { header: 'السبب', value: (r) => r.reason },
        { header: 'المرجع', value: (r) => r.reference },
        { header: 'الطرف الآخر', value: (r) => r.counterpart },
      ],
      (before, limit) => this.wallet.characterLedgerPage(characterId, filter, before, limit),
      (row) => row.id,
    );
  }

  /** The private message reports of the page's status, newest first. */
  async reportList(adminId: string, query: MessageReportsQueryDto): Promise<StreamableFile> {
    await this.record(adminId, 'reports', { status: query.status });
    return csvDownload<MessageReportRow, number>(
      csvFilename('reports'),
      [
        { header: 'رقم البلاغ', value: (r) => r.id },
        { header: 'الحالة', value: (r) => r.status },
        { header: 'المبلغ', value: (r) => r.reporter_name },
        { header: 'السبب', value: (r) => r.reason },
        { header: 'المرسل', value: (r) => r.sender_name },
        { header: 'المستلم', value: (r) => r.receiver_name },
        { header: 'نص الرسالة', value: (r) => r.content },
        { header: 'وقت الرسالة', value: (r) => r.message_created_at },
        { header: 'وقت البلاغ', value: (r) => r.created_at },
        { header: 'الإجراء', value: (r) => r.action },
        { header: 'ملاحظات المشرف', value: (r) => r.admin_notes },
        { header: 'عالجه', value: (r) => r.resolver_name },
        { header: 'وقت المعالجة', value: (r) => r.resolved_at },
      ],
      (before, limit) => this.reports.exportPage(query, before, limit),
      (row) => row.id,
    );
  }

  /** The blocked messages with the page's filters, newest first. */
  async blockedMessageList(adminId: string, query: ListBlockedMessagesQueryDto): Promise<StreamableFile> {
    await this.record(adminId, 'blocked-messages', query);
    return csvDownload<BlockedMessageRow, string>(
      csvFilename('blocked-messages'),
      [
        { header: 'الرقم', value: (r) => r.id },
        { header: 'الوقت', value: (r) => r.createdAt },
        { header: 'النوع', value: (r) => (r.messageType === 'global' ? 'عامة' : 'خاصة') },
        { header: 'المرسل', value: (r) => r.username },
        { header: 'المستلم', value: (r) => r.receiverUsername },
        { header: 'التصنيف', value: (r) => r.category },
        { header: 'الكلمات المطابقة', value: (r) => r.matchedWords.join('، ') },
        { header: 'النص الأصلي', value: (r) => r.originalContent },
        { header: 'النص بعد التصفية', value: (r) => r.filteredContent },
      ],
      (before, limit) => this.blocked.exportPage(query, before, limit),
      (row) => row.id,
    );
  }
}
