/** Strings of the disclaimer after the first splash on a device (spec 000 section 4, App start). */
export const arDisclaimer = {
  title: 'قبل أن تدخل المدينة',
  lines: [
    'أنت وحدك المسؤول عن قراراتك وأفعالك داخل اللعبة.',
    'لا توجد مساعدة ولا دروس تعليمية: ستتعلم الشوارع بنفسك.',
    'لا يوجد أي ضمان للنجاح، فالمدينة لا ترحم أحداً.',
  ],
  accept: 'أوافق وأريد المتابعة',
  ready: 'أستعد',
};
