import { arTransfers } from './ar-transfers';

/**
 * The linked-accounts tab of the back office (issue 30, part 6): clusters of accounts that share a
 * sign-in address or device with their evidence, the household mark, and the operations held for review
 * (transfers, black-market purchases, gang treasury payouts).
 */
export const arAdminLinked = {
  adminLinked: {
    clustersTitle: 'مجموعات الحسابات المرتبطة',
    clustersHint: (min: string, sharers: string) =>
      `الحسابات التي دخلت من عنوان أو جهاز واحد. التحويلات والمشتريات من السوق السوداء ودفعات خزائن العصابات بينها تنتظر المراجعة إذا بلغت مع ما انتقل في الاتجاه نفسه خلال ٢٤ ساعة ${min} فأكثر (بعد آخر موافقة). العناوين التي يشترك فيها أكثر من ${sharers} حساباً لا تُحسب.`,
    noClusters: 'لا توجد حسابات مرتبطة',
    accounts: 'الحسابات',
    level: (level: string) => `المستوى ${level}`,
    noCharacter: 'بلا شخصية',
    banned: 'محظور',
    household: 'أسرة معروفة',
    markHousehold: 'اعتبارها أسرة معروفة',
    unmarkHousehold: 'إلغاء اعتبارها أسرة',
    confirmMark: (count: string) =>
      `اعتبار هذه الحسابات (${count}) أسرة معروفة؟ لن تُحجز التحويلات والمشتريات والدفعات بينها بعد ذلك.`,
    confirmUnmark:
      'إلغاء اعتبار هذه الحسابات أسرة معروفة؟ ستُحجز التحويلات والمشتريات والدفعات الكبيرة بينها للمراجعة.',
    /** After marking: `count` is the number of accounts marked, in digits. */
    marked: (count: string) => `تم اعتبار ${count} حسابات أسرة معروفة`,
    unmarked: 'تم إلغاء اعتبار الحسابات أسرة معروفة',
    markFailed: 'تعذر تحديث الأسرة المعروفة',
    loadFailed: 'تعذر تحميل الحسابات المرتبطة',
    evidence: 'الأدلة',
    columns: {
      kind: 'النوع',
      between: 'بين',
      count: 'العدد',
      amount: 'المبلغ',
      lastSeen: 'آخر مرة',
      details: 'التفاصيل',
    },
    kinds: {
      ip: 'عنوان دخول مشترك',
      device: 'جهاز مشترك',
      transfer: 'تحويلات',
      market: 'صفقات السوق السوداء',
      treasury: 'مدفوعات خزينة العصابة',
    } as Record<string, string>,
    heldTitle: 'عمليات بانتظار المراجعة',
    heldHint:
      'تحويلات ومشتريات من السوق السوداء ودفعات من خزائن العصابات بين حسابات مرتبطة، ودفعات من خزينة ملأتها حسابات مرتبطة بالعضو المستلم (ولو دفع لنفسه)، محجوزة حتى تقرر. الموافقة تُتم العملية، والرفض يعيد كل شيء إلى مصدره.',
    noHeld: 'لا توجد عمليات بانتظار المراجعة',
    heldColumns: {
      kind: 'النوع',
      id: 'الرقم',
      sender: 'من',
      receiver: 'إلى',
      what: 'المحتوى',
      reason: 'سبب الحجز',
      fee: 'الرسوم',
      date: 'التاريخ',
    },
    /** A held operation's state (`HoldStatus`): the player's words of the transfer history. */
    holdStatuses: arTransfers.transfers.statuses,
    holdKinds: {
      transfer: 'تحويل',
      market: 'شراء من السوق السوداء',
      treasury: 'دفعة من خزينة عصابة',
    },
    /** Why an operation waits, by the server's `HoldReason`. */
    holdReasons: {
      linked_parties: 'الطرفان مرتبطان (عنوان دخول أو جهاز مشترك)',
      linked_contributors: 'حسابات مرتبطة بالمستلم ساهمت في هذه الخزينة مؤخراً',
    },
    /** Who each side is, by kind: the money's payer, then its receiver. */
    roles: {
      transfer: ['المرسل', 'المستلم'],
      market: ['المشتري', 'البائع'],
      treasury: ['أمر بالدفعة', 'العضو المستلم'],
    },
    actions: 'الإجراءات',
    approve: 'موافقة',
    reject: 'رفض',
    /** The question before releasing, by kind: `(sender, receiver, gang)` of the held operation. */
    confirmApprove: {
      transfer: (sender: string, receiver: string) =>
        `الموافقة على تحويل ${sender} إلى ${receiver}؟ سيصل ما حُجز إلى المستلم.`,
      market: (buyer: string, seller: string) =>
        `الموافقة على شراء ${buyer} من ${seller}؟ يصل الثمن إلى البائع بعد رسوم السوق والعنصر إلى المشتري.`,
      treasury: (_orderedBy: string, member: string) =>
        `الموافقة على الدفعة إلى ${member}؟ يصل المبلغ المحجوز إليه.`,
    } as Record<string, (sender: string, receiver: string, gang: string) => string>,
    /** The question before returning, by kind: `(sender, receiver, gang)` of the held operation. */
    confirmReject: {
      transfer: (sender: string) => `رفض التحويل؟ سيعود ما حُجز إلى ${sender}.`,
      market: (buyer: string, seller: string) =>
        `رفض الشراء؟ يعود المال إلى ${buyer} والعنصر إلى مخزون ${seller}.`,
      treasury: (_orderedBy: string, _member: string, gang: string) =>
        `رفض الدفعة؟ يعود المبلغ إلى خزينة ${gang}.`,
    } as Record<string, (sender: string, receiver: string, gang: string) => string>,
    /** The toast after releasing, by kind: `(sender, receiver, gang)` of the decided operation. */
    approved: {
      transfer: (_sender: string, receiver: string) => `تمت الموافقة على التحويل إلى ${receiver}`,
      market: (buyer: string, seller: string) => `تمت الموافقة على شراء ${buyer} من ${seller}`,
      treasury: (_orderedBy: string, member: string) => `تمت الموافقة على الدفعة إلى ${member}`,
    } as Record<string, (sender: string, receiver: string, gang: string) => string>,
    /** The toast after returning, by kind: `(sender, receiver, gang)` of the decided operation. */
    rejected: {
      transfer: (sender: string) => `تم رفض التحويل وإعادته إلى ${sender}`,
      market: (buyer: string, seller: string) =>
        `تم رفض الشراء: أعيد المال إلى ${buyer} والعنصر إلى ${seller}`,
      treasury: (_orderedBy: string, _member: string, gang: string) =>
        `تم رفض الدفعة وإعادتها إلى خزينة ${gang}`,
    } as Record<string, (sender: string, receiver: string, gang: string) => string>,
    decideFailed: 'تعذر تنفيذ القرار',
    money: (amount: string) => `مبلغ ${amount}`,
    item: (name: string, quantity: string) => `${name} ×${quantity}`,
    purchase: (item: string, price: string) => `${item} مقابل ${price}`,
    payout: (amount: string, gang: string) => `مبلغ ${amount} من خزينة ${gang}`,
  },
} as const;
