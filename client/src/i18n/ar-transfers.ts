import { formatNumber } from '../lib/format';

/**
 * Strings of the transfers screen (`/dashboard/transfers`; DESIGN.md section 6 "Transfers", spec 000
 * section 9: level 25). Spread into `ar` (ar.ts).
 */
export const arTransfers = {
  transfers: {
    title: 'التحويلات',
    intro: 'حوّل المال أو الأسلحة والدروع غير المجهزة إلى لاعب آخر باسمه (بلغ المستوى ٢٥ مثلك).',
    tabs: { money: 'تحويل مال', item: 'تحويل عنصر' },
    username: 'اسم اللاعب',
    amount: 'المبلغ',
    item: 'العنصر',
    chooseItem: 'اختر عنصراً غير مجهز',
    quantity: 'الكمية',
    noItems: 'لا تملك أسلحة أو دروعاً غير مجهزة لتحويلها.',
    owned: (n: number) => `تملك ${formatNumber(n)}`,
    send: 'تحويل',
    feeLine: (fee: string, percent: number) => `الرسوم (${formatNumber(percent)}٪، تُقرّب للأعلى): ${fee}`,
    totalLine: (total: string) => `الإجمالي المخصوم منك: ${total}`,
    itemsNoFee: 'تحويل العناصر بلا رسوم.',
    confirmMoney: (amount: string, name: string, fee: string, total: string) =>
      `تحويل ${amount} إلى ${name}؟ الرسوم ${fee}، ويُخصم منك ${total}.`,
    confirmItem: (item: string, name: string) => `تحويل ${item} إلى ${name}؟`,
    sentMoney: (amount: string, name: string) => `حوّلت ${amount} إلى ${name}`,
    sentItem: (item: string, name: string) => `أرسلت ${item} إلى ${name}`,
    usernameRequired: 'اسم اللاعب مطلوب',
    amountInvalid: (min: number) => `المبلغ يجب أن يكون رقماً صحيحاً لا يقل عن ${formatNumber(min)}`,
    itemRequired: 'اختر العنصر الذي تريد تحويله',
    quantityInvalid: (max: number) => `الكمية يجب أن تكون بين ١ و${formatNumber(max)}`,
    today: (sent: number, limit: number) =>
      `التحويلات المالية اليوم: ${formatNumber(sent)} من ${formatNumber(limit)}`,
    limitReached: 'بلغت الحد اليومي للتحويلات المالية، حاول غداً (تحويل العناصر متاح).',
    history: 'سجل التحويلات',
    noHistory: 'لا توجد تحويلات بعد',
    sentTo: (name: string) => `إلى ${name}`,
    receivedFrom: (name: string) => `من ${name}`,
    feePaid: (fee: string) => `رسوم ${fee}`,
    /**
     * A transfer's state as the player reads it (a held one waits for review between linked accounts);
     * the admin's held-operations list says the same words (`arAdminLinked.holdStatuses`).
     */
    statuses: {
      held: 'بانتظار المراجعة',
      completed: 'مكتمل',
      rejected: 'رفضته الإدارة',
    } as Record<string, string>,
    loadFailed: 'فشل تحميل التحويلات',
  },
};
