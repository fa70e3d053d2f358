import { ar } from './ar';

/**
 * Strings of the public pages: the landing page, sign-in and sign-up, the Google return, password reset,
 * e-mail verification, the legal pages and the blocked account. Loaded with those pages, not with the
 * in-game shell (issue 28 point 8); their tab titles are `ar.titles`.
 */
export const arPublic = {
  landing: {
    guestPlay: 'العب كضيف',
    signUp: ar.titles.signup,
    signIn: 'تسجيل الدخول',
    guestCreating: 'جاري تجهيز شخصيتك...',
    guestHint: 'ابدأ فوراً بدون بريد إلكتروني، ويمكنك ربط حسابك لاحقاً.',
  },
  auth: {
    loginTitle: ar.titles.login,
    loginSubmit: 'دخول',
    loginPending: 'جاري تسجيل الدخول...',
    signupTitle: 'إنشاء حساب جديد',
    signupSubmit: 'إنشاء الحساب',
    signupPending: 'جاري إنشاء الحساب...',
    noAccount: 'ليس لديك حساب؟',
    haveAccount: 'لديك حساب بالفعل؟',
    google: 'المتابعة عبر Google',
    or: 'أو',
    backHome: 'العودة للصفحة الرئيسية',
    callbackPending: 'جاري إكمال تسجيل الدخول عبر Google...',
    callbackMissing: 'رابط تسجيل الدخول غير صالح',
  },
  blocked: {
    title: ar.titles.blocked,
    reasonLabel: 'سبب الحظر:',
    dateLabel: 'تاريخ الحظر:',
    defaultReason: 'تم حظر حسابك من قبل الإدارة',
    noDate: 'غير محدد',
    note: 'إذا كنت تعتقد أن هذا خطأ، يرجى التواصل مع الإدارة لإلغاء الحظر.',
    backHome: 'العودة للصفحة الرئيسية',
  },
  legal: {
    title: 'سياسة الخصوصية وشروط الاستخدام',
    updated: 'آخر تحديث: يناير ٢٠٢٥',
    back: 'رجوع',
  },
  passwordReset: {
    forgot: 'نسيت كلمة المرور؟',
    requestTitle: ar.titles.forgotPassword,
    requestIntro: 'أدخل بريدك الإلكتروني وسنرسل لك رابطاً لتعيين كلمة مرور جديدة.',
    requestSubmit: 'إرسال الرابط',
    requestSent: 'إذا كان البريد مسجلاً لدينا فستصلك رسالة تحتوي على رابط إعادة التعيين.',
    confirmTitle: ar.titles.resetPassword,
    newPassword: 'كلمة المرور الجديدة',
    confirmSubmit: 'حفظ كلمة المرور',
    done: 'تم تغيير كلمة المرور، يمكنك تسجيل الدخول الآن.',
    missingToken: 'رابط إعادة التعيين غير صالح',
  },
  verifyEmail: {
    title: ar.titles.verifyEmail,
    pending: 'جاري تأكيد بريدك الإلكتروني...',
    done: 'تم تأكيد بريدك الإلكتروني بنجاح',
    missingToken: 'رابط التأكيد غير صالح',
    continue: 'المتابعة إلى اللعبة',
  },
} as const;
