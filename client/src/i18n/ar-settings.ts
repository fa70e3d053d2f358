/**
 * Strings of the settings page (`/dashboard/settings`: sounds, linking a guest account) and of the
 * Google link's return: loaded with those screens, not with the shell (issue 28 point 8).
 */
export const arSettings = {
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
};
