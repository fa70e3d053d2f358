/**
 * Issue 26 part 4: told at sign-in when it cancelled the account's pending deletion. Its own file,
 * so the sign-in path does not carry the settings screen's data-rights texts.
 */
export const DELETION_CANCELLED_TEXT = 'تم إلغاء حذف حسابك لأنك سجّلت الدخول خلال مهلة الحذف. أهلاً بعودتك!';
