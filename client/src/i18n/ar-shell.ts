import { formatNumber } from '../lib/format';

/**
 * Strings of the in-game shell and its shared parts (spec 000, Shell: top bar, side HUD, drawer, connection badge, section pages, the dashboard and settings, the pager and the confirm dialog): loaded with the signed-in screens, not with the landing page.
 */
export const arShell = {
  hud: {
    title: 'حالة الشخصية',
    level: 'المستوى',
    health: 'الصحة',
    energy: 'الطاقة',
    experience: 'الخبرة',
    money: 'المال',
    blackcoins: 'العملة السوداء',
    /** The collapsed side HUD's labels (a narrow strip on mobile). */
    short: {
      level: 'مستوى',
      hp: 'صحة',
      energy: 'طاقة',
      exp: 'خبرة',
      money: 'مال',
      blackcoins: 'عملات',
    },
  },
  shell: {
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    home: 'الرئيسية',
    expand: 'توسيع اللوحة',
    collapse: 'طي اللوحة',
    players: 'البحث عن لاعبين',
    specialShop: 'متجر العملة السوداء',
    messages: 'الرسائل',
    friends: 'الأصدقاء',
    notifications: 'الإشعارات',
    reload: 'تحديث الصفحة',
    lockedAlert: (level: number) => `هذه الميزة تتطلب المستوى ${formatNumber(level)}`,
    locked: 'مقفل',
    guest: 'ضيف',
    vip: 'VIP',
    signIn: 'تسجيل الدخول',
    quality: { excellent: 'ممتاز', good: 'جيد', poor: 'ضعيف' } as Record<
      'excellent' | 'good' | 'poor',
      string
    >,
    qualityLabel: (q: string) => `جودة الاتصال: ${q}`,
  },
  connection: {
    connected: 'متصل',
    disconnected: 'غير متصل',
    attempts: (count: string) => `المحاولة ${count}`,
  },
  section: {
    unavailable: 'هذا القسم غير متاح بعد',
    unavailableHint: 'سيُفتح هذا القسم في تحديث قادم للمدينة. لا توجد بيانات لعرضها الآن.',
    noData: 'لا توجد بيانات متاحة',
    noResults: 'لا يوجد نتائج مطابقة',
    signInRequired: 'سجّل الدخول لرؤية هذا القسم.',
  },
  dashboard: {
    greeting: (name: string) => `أهلاً، ${name}`,
    guestBadge: 'ضيف',
    adminBadge: 'مدير',
    adminEntry: 'لوحة الإدارة',
    logout: 'تسجيل الهروب',
    hudLoading: 'جاري تحميل بيانات الشخصية...',
    hudPending: 'أكمل إعداد حسابك لتظهر بيانات شخصيتك.',
    reload: 'تحديث الصفحة',
  },
  settings: {
    title: 'الإعدادات',
    sound: 'الأصوات',
    notificationSound: 'صوت الإشعارات',
    backgroundMusic: 'الموسيقى الخلفية',
    volume: 'مستوى الصوت',
    mute: 'كتم',
    saved: 'تم حفظ الإعدادات',
    test: 'تجربة الصوت',
    linkTitle: 'ربط حساب الضيف بالبريد الإلكتروني',
    linkIntro: 'احفظ تقدمك: اربط شخصيتك ببريد إلكتروني وكلمة مرور.',
    linkSubmit: 'ربط الحساب',
    linkPending: 'جاري الربط...',
    linked: 'تم ربط حسابك بالبريد الإلكتروني',
    linkGoogle: 'ربط الحساب بحساب Google',
    googleLinked: 'تم ربط حسابك بحساب Google',
    signInForSettings: 'سجّل الدخول لتعديل إعداداتك.',
  },
  /** The shared Pager (components/Pager.tsx). */
  pager: {
    previous: 'السابق',
    next: 'التالي',
    page: (page: string, total: string) => `صفحة ${page} من ${total}`,
  },
  confirmDialog: {
    title: 'تأكيد',
    confirm: 'نعم',
    cancel: 'إلغاء',
  },
};
