/**
 * The player's data rights in settings (issue 26 parts 4 to 6; spec 000 section 1, the privacy
 * page: delete the account, a copy of the data, unlink Google). The spec gives no Arabic texts for
 * them; the server's error messages are shown as they come.
 */
export const arDataRights = {
  title: 'بياناتي وحسابي',
  intro: 'حقوقك كما في سياسة الخصوصية: نسخة من بياناتك، وإلغاء ربط Google، وحذف حسابك.',
  exportTitle: 'نسخة من بياناتي',
  exportIntro:
    'ملف JSON بكل ما نحتفظ به عنك: الحساب والشخصية والإحصاءات والعناصر والعقارات والعصابة وسجل المعاملات والمشتريات والعقود والقتالات والرسائل المرسلة والأصدقاء وعناوين IP والأجهزة والإعدادات.',
  exportRequest: 'طلب نسخة من بياناتي',
  exportRequested: 'يجري تجهيز نسختك، ستظهر هنا عند اكتمالها',
  exportPreparing: 'جاري تجهيز نسختك...',
  exportReady: 'نسختك جاهزة',
  exportDownload: 'تنزيل بياناتي (JSON)',
  exportExpires: (at: string) => `الرابط صالح حتى ${at}`,
  exportFailed: 'تعذّر تجهيز نسختك، يمكنك المحاولة مرة أخرى لاحقاً',
  exportNext: (at: string) => `يمكنك طلب نسخة جديدة بعد ${at} (نسخة واحدة في اليوم)`,
  exportDownloadFailed: 'تعذّر تنزيل الملف',
  googleTitle: 'حساب Google',
  googleIntro:
    'حسابك مرتبط بحساب Google. أدخل كلمة المرور لإلغاء الربط؛ ستسجّل الدخول بعدها بالبريد الإلكتروني وكلمة المرور.',
  googleOnly:
    'Google هو طريقتك الوحيدة لتسجيل الدخول، فلا يمكن إلغاء ربطه قبل إضافة بريد إلكتروني وكلمة مرور.',
  googleUnlink: 'إلغاء ربط Google',
  googleUnlinked: 'تم إلغاء ربط حساب Google',
  password: 'كلمة المرور',
  passwordRequired: 'أدخل كلمة المرور',
  deleteTitle: 'حذف حسابي',
  deleteIntro: (days: string) =>
    `يُغلق حسابك فوراً وتُسجَّل خارج كل الأجهزة ويختفي من البحث والترتيب، ثم يُحذف نهائياً بعد ${days}. إن سجّلت الدخول خلال هذه المدة يُلغى الحذف.`,
  deleteWhat:
    'عند الحذف النهائي تُلغى عروضك في السوق السوداء وعقودك المفتوحة، وتغادر عصابتك حسب قواعدها، وتُتلف عناصرك وتُصادر أموالك، وتبقى رسائلك عند الطرف الآخر باسم «لاعب محذوف».',
  deleteGoogle: 'لتأكيد الحذف سجّل الدخول بـ Google من جديد، ثم احذف الحساب خلال ٥ دقائق.',
  deleteGuest: 'حساب الضيف لا يمكن حذفه قبل ربطه ببريد إلكتروني أو بـ Google.',
  deleteButton: 'حذف حسابي',
  deleteConfirm: (days: string) =>
    `هل أنت متأكد؟ سيُغلق حسابك الآن ويُحذف نهائياً بعد ${days} ما لم تسجّل الدخول قبل ذلك.`,
} as const;
