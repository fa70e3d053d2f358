/**
 * The linked-accounts tab of the back office (issue 30, part 6): clusters of accounts that share a
 * sign-in address or device with their evidence, the household mark, and the transfers held for review.
 */
export const arAdminLinked = {
  adminLinked: {
    clustersTitle: 'مجموعات الحسابات المرتبطة',
    clustersHint: (min: string, sharers: string) =>
      `الحسابات التي دخلت من عنوان أو جهاز واحد. التحويلات بينها التي تبلغ ${min} فأكثر تنتظر المراجعة. العناوين التي يشترك فيها أكثر من ${sharers} حساباً لا تُحسب.`,
    noClusters: 'لا توجد حسابات مرتبطة',
    accounts: 'الحسابات',
    level: (level: string) => `المستوى ${level}`,
    noCharacter: 'بلا شخصية',
    banned: 'محظور',
    household: 'أسرة معروفة',
    markHousehold: 'اعتبارها أسرة معروفة',
    unmarkHousehold: 'إلغاء اعتبارها أسرة',
    confirmMark: (count: string) =>
      `اعتبار هذه الحسابات (${count}) أسرة معروفة؟ لن تُحجز التحويلات بينها بعد ذلك.`,
    confirmUnmark: 'إلغاء اعتبار هذه الحسابات أسرة معروفة؟ ستُحجز التحويلات الكبيرة بينها للمراجعة.',
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
    heldTitle: 'تحويلات بانتظار المراجعة',
    noHeld: 'لا توجد تحويلات بانتظار المراجعة',
    heldColumns: {
      id: 'الرقم',
      sender: 'المرسل',
      receiver: 'المستلم',
      what: 'المحتوى',
      fee: 'الرسوم',
      date: 'التاريخ',
    },
    actions: 'الإجراءات',
    approve: 'موافقة',
    reject: 'رفض',
    confirmApprove: (sender: string, receiver: string) =>
      `الموافقة على تحويل ${sender} إلى ${receiver}؟ سيصل ما حُجز إلى المستلم.`,
    confirmReject: (sender: string) => `رفض التحويل؟ سيعود ما حُجز إلى ${sender}.`,
    decideFailed: 'تعذر تنفيذ القرار',
    money: (amount: string) => `مبلغ ${amount}`,
  },
} as const;
