import { ar } from './ar-admin';

/**
 * The back office's success toasts that the server used to word (issue 28): the client now says them
 * from its catalogue with the answer's counts and names, in the sentences the server's `message` had.
 */
describe('admin success toasts from the catalogue', () => {
  it('counts the deleted blocked messages after a verbal noun', () => {
    expect([0, 1, 2, 3, 11, 100].map(ar.adminBlocked.deleted)).toEqual([
      'تم حذف ٠ رسالة',
      'تم حذف رسالة واحدة',
      'تم حذف رسالتين',
      'تم حذف ٣ رسائل',
      'تم حذف ١١ رسالة',
      'تم حذف ١٠٠ رسالة',
    ]);
  });

  it('counts the retried jobs after a verbal noun', () => {
    expect([0, 1, 2, 5, 50].map(ar.adminOps.retried)).toEqual([
      'أعيدت محاولة ٠ مهمة',
      'أعيدت محاولة مهمة واحدة',
      'أعيدت محاولة مهمتين',
      'أعيدت محاولة ٥ مهام',
      'أعيدت محاولة ٥٠ مهمة',
    ]);
  });

  it('names the parties of a decided held operation by kind', () => {
    const t = ar.adminLinked;
    const say = (kind: string) => [
      t.approved[kind]('سامي', 'ليلى', 'الذئاب'),
      t.rejected[kind]('سامي', 'ليلى', 'الذئاب'),
    ];
    expect(say('transfer')).toEqual(['تمت الموافقة على التحويل إلى ليلى', 'تم رفض التحويل وإعادته إلى سامي']);
    expect(say('market')).toEqual([
      'تمت الموافقة على شراء سامي من ليلى',
      'تم رفض الشراء: أعيد المال إلى سامي والعنصر إلى ليلى',
    ]);
    expect(say('treasury')).toEqual([
      'تمت الموافقة على الدفعة إلى ليلى',
      'تم رفض الدفعة وإعادتها إلى خزينة الذئاب',
    ]);
    expect(t.marked('٣')).toBe('تم اعتبار ٣ حسابات أسرة معروفة');
  });
});
