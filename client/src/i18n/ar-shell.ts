import { formatNumber } from '../lib/format';

/**
 * Strings of the in-game shell and its shared parts (spec 000, Shell: top bar, side HUD, drawer, connection badge, the dashboard): loaded with the signed-in screens, not with the landing page.
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
    /** The VIP badge beside a name (VipName) and the top bar's chip. */
    vip: 'VIP',
    vipMember: 'عضو مميز',
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
  dashboard: {
    welcome: 'مرحباً بك في مدينة الظلام',
    nextFeature: (feature: string, level: string) => `الميزة التالية: ${feature} عند المستوى ${level}`,
    calculator: 'حاسبة المستوى والشهرة',
    greeting: (name: string) => `أهلاً، ${name}`,
    guestBadge: 'ضيف',
    adminBadge: 'مدير',
    adminEntry: 'لوحة الإدارة',
    logout: 'تسجيل الهروب',
    hudLoading: 'جاري تحميل بيانات الشخصية...',
    hudPending: 'أكمل إعداد حسابك لتظهر بيانات شخصيتك.',
    reload: 'تحديث الصفحة',
  },
};
