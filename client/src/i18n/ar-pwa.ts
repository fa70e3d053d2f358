/**
 * Strings of the installed app (issue 26 part 1): the update banner and the settings page's install
 * card. The offline page (public/offline.html) carries its own text, since it is served without the app.
 */
export const arPwa = {
  update: {
    title: 'تحديث جديد متاح',
    text: 'نسخة أحدث من اللعبة جاهزة. أعد التحميل لتعمل بها.',
    reload: 'تحديث الآن',
    later: 'لاحقاً',
  },
  install: {
    title: 'تطبيق اللعبة',
    text: 'ثبّت مدينة الظلام على جهازك لتفتحها من الشاشة الرئيسية في نافذة خاصة بها.',
    button: 'تثبيت اللعبة',
  },
};
