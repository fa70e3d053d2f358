/**
 * Every user-facing string of the client. Exact sentences quoted by spec 000 are the contract:
 * change them only when the spec changes.
 */
import { formatNumber } from '../lib/format';

export const ar = {
  /** A feature above the player's level (components/FeatureGate.tsx and the FEATURE_LOCKED error). */
  featureLocked: (level: number) => `هذه الميزة تتطلب المستوى ${formatNumber(level)}`,
  lockedTitle: 'الميزة مقفلة',
  app: {
    title: 'مدينة الظلام',
    tagline: 'ابنِ سمعتك في شوارع لا ترحم: جرائم، عصابات، ومعارك على النفوذ.',
    loading: 'جاري التحميل...',
    close: 'إغلاق',
  },
  errors: {
    network: 'خطأ في الاتصال بالخادم',
    timeout: 'انتهت مهلة الاتصال',
    unexpected: 'حدث خطأ غير متوقع',
    /** The ALREADY_RATED error code (spec 000 section 8, rating). */
    alreadyRated: 'لقد قمت بتقييم هذا اللاعب مسبقاً',
    loadingTitle: 'خطأ في التحميل',
    loadingDetail: 'فشل التحميل',
    loadingHint: 'تعذر الوصول إلى الخادم، تحقق من اتصالك ثم أعد المحاولة.',
    retry: 'إعادة المحاولة',
  },
  /**
   * The public pages' tab titles (features/pwa/page-title.ts); their other strings are in
   * ar-public.ts, loaded with those pages.
   */
  titles: {
    login: 'تسجيل الدخول',
    signup: 'إنشاء حساب',
    forgotPassword: 'استعادة كلمة المرور',
    resetPassword: 'تعيين كلمة مرور جديدة',
    verifyEmail: 'تأكيد البريد الإلكتروني',
    blocked: 'تم حظر حسابك',
  },
  setup: {
    title: 'إعداد الحساب',
    intro: 'أكمل بيانات شخصيتك قبل دخول المدينة.',
    submit: 'حفظ ومتابعة',
    pending: 'جاري الحفظ...',
    success: 'تم إعداد حسابك بنجاح',
    genericError: 'حدث خطأ أثناء إعداد الحساب',
    usernameTaken: 'اسم المستخدم مستخدم بالفعل',
    validationFallback: 'خطأ في التحقق من البيانات المدخلة',
    mustComplete: 'يجب إكمال إعداد الحساب أولاً',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    text: 'يبدو أنك ضللت الطريق في أزقة المدينة.',
    backHome: 'العودة للصفحة الرئيسية',
  },
  splash: {
    loadingBar: 'جاري تحميل اللعبة',
  },
  http: {
    offline: 'لا يوجد اتصال بالإنترنت - يرجى التحقق من اتصالك',
    confinementDefault: (type: 'hospital' | 'jail') =>
      type === 'hospital'
        ? 'لا يمكنك القيام بهذا الإجراء وأنت في المستشفى'
        : 'لا يمكنك القيام بهذا الإجراء وأنت في السجن',
    hospitalTitle: 'أنت في المستشفى',
    jailTitle: 'أنت في السجن',
    remaining: (time: string) => `الوقت المتبقي: ${time}`,
    cost: (amount: string) => `تكلفة الخروج: ${amount} عملة سوداء`,
  },
  nav: {
    dashboard: 'الرئيسية',
    character: 'الشخصية',
    bank: 'البنك',
    hospital: 'المستشفى',
    jail: 'السجن',
    crimes: 'الجرائم',
    bloodContracts: 'عقود الدم',
    gym: 'صالة التدريب',
    jobs: 'الوظائف',
    ministryMission: 'مهام الوزارة',
    tasks: 'المهام',
    inventory: 'المخزن',
    houses: 'المنازل',
    rides: 'السيارات',
    pets: 'الحيوانات الأليفة',
    specialShop: 'متجر العملة السوداء',
    shop: 'المتجر',
    blackMarket: 'السوق السوداء',
    transfers: 'التحويلات (أموال وأسلحة)',
    messages: 'الرسائل',
    friends: 'الأصدقاء',
    globalChat: 'الدردشة العامة',
    leaderboard: 'المتصدرون',
    activeUsers: 'اللاعبون النشطون',
    gangs: 'العصابات',
    myGang: 'عصابتي',
    suggestions: 'الاقتراحات',
    settings: 'الإعدادات',
    adminPanel: 'لوحة الإدارة',
    logout: 'تسجيل الهروب',
    players: 'البحث عن لاعبين',
    notifications: 'الإشعارات',
    profile: 'الملف الشخصي',
    crimeResult: 'نتيجة الجريمة',
    fightProcessing: 'جاري تنفيذ الهجوم',
    fightResult: 'نتيجة المعركة',
    bloodContractResult: 'نتيجة العقد',
    loginGift: 'هدية الدخول اليومية',
    gangDetails: 'تفاصيل العصابة',
    fights: 'المعارك',
  },
} as const;
