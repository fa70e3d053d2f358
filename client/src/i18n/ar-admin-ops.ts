import { countOf, TASKS_GENITIVE } from '../lib/count';

/**
 * The back office's CSV export buttons and live operations panel (issue 30, parts 4 and 5). Spread
 * into `ar-admin.ts`; only `features/admin` reads it.
 */
export const arAdminOps = {
  adminExport: {
    button: 'تصدير CSV',
    ledger: 'تصدير سجل الحركات المالية CSV',
    failed: 'تعذر تصدير الملف',
    done: 'تم تنزيل الملف',
  },
  adminOps: {
    nodes: 'الخوادم',
    noNodes: 'لا توجد خوادم ترسل نبضها الآن',
    node: 'الخادم',
    role: 'الدور',
    roles: { api: 'واجهة', worker: 'عامل', all: 'واجهة وعامل' },
    sockets: 'الاتصالات',
    uptime: 'مدة التشغيل',
    lastBeat: 'آخر نبضة',
    queues: 'الطوابير',
    queue: 'الطابور',
    waiting: 'منتظرة',
    delayed: 'مؤجلة',
    active: 'قيد التنفيذ',
    failed: 'فاشلة',
    completed: 'مكتملة',
    retry: 'إعادة المحاولة',
    /** After a retry: `retried` jobs moved back to waiting ('أعيدت محاولة مهمتين'). */
    retried: (retried: number) => `أعيدت محاولة ${countOf(retried, TASKS_GENITIVE)}`,
    retryConfirm: (queue: string, count: string) =>
      `إعادة محاولة المهام الفاشلة في طابور «${queue}» (${count})؟`,
    queueNames: {
      confinement: 'المستشفى والسجن',
      training: 'التدريب',
      payroll: 'الرواتب',
      'blood-contracts': 'عقود الدم',
      leaderboard: 'لوحة الصدارة',
      'black-market': 'السوق السوداء',
    } as Record<string, string>,
    lateness: 'تأخر المؤقتات',
    noLateness: 'لم يعمل أي مؤقت على هذه الخوادم بعد',
    recent: 'آخر دقيقة',
    sinceStart: 'منذ التشغيل',
    timers: (n: string) => `مؤقتات: ${n}`,
    seconds: (s: string) => `${s} ث`,
    none: '—',
    economyAudit: 'آخر تدقيق للاقتصاد',
    noAudit: 'لم يجرِ أي تدقيق بعد',
    balanced: 'الحسابات متوازنة',
    unbalanced: 'الحسابات غير متوازنة',
    drift: (currency: string, amount: string) => `فرق ${currency}: ${amount}`,
    currencies: { money: 'المال', blackcoins: 'البلاك كوين' } as Record<string, string>,
    auditErrors: (n: string) => `أخطاء التدقيق: ${n}`,
    updated: (time: string) => `آخر تحديث: ${time}`,
    live: 'يتحدث كل ٥ ثوانٍ',
  },
} as const;
