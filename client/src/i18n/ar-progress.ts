import { countOf, POINTS, TASKS } from '../lib/count';
/**
 * Strings of the daily login gift, the tasks and the rank ladder: `/dashboard/login-gift`,
 * `/dashboard/tasks` and the HUD's task badge (spec 002 sections 2.5, 2.6, 2.11, 5, 8; DESIGN.md
 * section 6). Spread into `ar` (ar.ts); the admin tabs' strings are in ar-admin-progress.ts.
 */
export const arProgress = {
  loginGift: {
    title: 'هدية الدخول اليومية',
    intro:
      'سجّل دخولك كل يوم واستلم هديتك. يتقدّم التقويم يوماً بعد يوم حتى اليوم ١٥ ثم يبدأ من جديد، وإن فاتك يوم تعود إلى اليوم الأول.',
    day: (n: string) => `اليوم ${n}`,
    today: 'هدية اليوم',
    claim: 'استلم هدية اليوم',
    claimed: 'تم الاستلام',
    claimedToday: 'استلمت هدية اليوم، عد غداً',
    streak: 'أيام متتالية',
    claimedDays: 'الأيام المستلمة',
    money: 'المال',
    exp: 'الخبرة',
    blackcoins: 'بلاك كوين',
    items: 'العناصر',
    nothing: 'لا مكافأة في هذا اليوم',
    inactive: 'معطّل',
    claimDone: (n: string) => `تم استلام هدية اليوم ${n}`,
    claimFailed: 'تعذر استلام الهدية',
    loadFailed: 'تعذر تحميل هدية الدخول',
  },
  tasks: {
    title: 'المهام',
    intro: 'أنجز المهام واستلم مكافآتها ونقاط التقدّم التي ترفع رتبتك وتزيد قوتك ودفاعك.',
    progress: 'التقدّم',
    claim: 'استلم المكافأة',
    claimed: 'تم الاستلام',
    notYet: 'لم تكتمل بعد',
    claimDone: (title: string) => `تم استلام مكافأة المهمة: ${title}`,
    claimFailed: 'تعذر استلام المكافأة',
    loadFailed: 'تعذر تحميل المهام',
    empty: 'لا توجد مهام حالياً',
    unclaimed: (n: number) => `${countOf(n, TASKS)} بانتظار الاستلام`,
    rewards: {
      money: 'المال',
      exp: 'الخبرة',
      blackcoins: 'بلاك كوين',
      progressPoints: 'نقاط التقدم',
    } as Record<string, string>,
    metrics: {
      level: 'المستوى',
      days_in_game: 'الأيام في اللعبة',
      fame: 'الشهرة',
      fights_won: 'المعارك المربوحة',
      total_fights: 'إجمالي المعارك',
      crimes_committed: 'الجرائم المنفذة',
      bank_balance: 'رصيد البنك',
      houses_owned: 'المنازل المملوكة',
      pets_owned: 'الحيوانات الأليفة المملوكة',
      rides_owned: 'المركبات المملوكة',
    } as Record<string, string>,
    rank: {
      title: 'رتبتك',
      none: 'بلا رتبة بعد',
      points: 'نقاط التقدم',
      next: (title: string, points: number) => `الرتبة التالية: ${title} عند ${countOf(points, POINTS)}`,
      top: 'وصلت إلى أعلى رتبة',
      power: 'القوة',
      defense: 'الدفاع',
    },
  },
};
