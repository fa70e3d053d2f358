/**
 * Strings of the shared components the screens use (SectionPage's empty states, the Pager, the
 * ConfirmDialog): loaded with those screens, not with the shell's first paint (issue 28 point 8).
 */
export const arComponents = {
  section: {
    unavailable: 'هذا القسم غير متاح بعد',
    unavailableHint: 'سيُفتح هذا القسم في تحديث قادم للمدينة. لا توجد بيانات لعرضها الآن.',
    noData: 'لا توجد بيانات متاحة',
    noResults: 'لا يوجد نتائج مطابقة',
    signInRequired: 'سجّل الدخول لرؤية هذا القسم.',
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
