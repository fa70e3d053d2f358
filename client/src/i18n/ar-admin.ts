import { ar as playerAr } from './ar';
import { arAdminContent } from './ar-admin-content';
import { arAdminGame } from './ar-admin-game';
import { arAdminGear } from './ar-admin-gear';
import { arAdminOps } from './ar-admin-ops';
import { arAdminProgress } from './ar-admin-progress';
import { arAdminSpecialShop } from './ar-admin-special-shop';
import { arAdminTalk } from './ar-admin-talk';
import { arBackoffice } from './ar-backoffice';

/**
 * The back office's string catalogue: every player string (`ar.ts`) plus the admin tabs' strings.
 * Only the admin route (`/admin/panel`, a lazy route) and the files of `features/admin` import it,
 * so a player's first load never downloads these strings (issue 28 point 8). Quoted spec sentences
 * are the contract, as in `ar.ts`.
 */
export const ar = {
  ...playerAr,
  ...arAdminGame,
  ...arAdminContent,
  ...arAdminProgress,
  ...arAdminSpecialShop,
  ...arAdminTalk,
  ...arAdminGear,
  ...arAdminOps,
  ...arBackoffice,
  admin: {
    title: 'لوحة الإدارة',
    checking: 'جاري التحقق من الصلاحيات...',
    connected: 'متصل',
    calculator: 'حاسبة المستوى',
    back: 'العودة للعبة',
    tabs: {
      overview: 'نظرة عامة',
      characters: 'الشخصيات',
      crimes: 'الجرائم',
      weapons: 'الأسلحة',
      armors: 'الدروع',
      'special-items': 'العناصر الخاصة',
      houses: 'المنازل',
      rides: 'السيارات',
      pets: 'الحيوانات الأليفة',
      jobs: 'الوظائف',
      'ministry-missions': 'مهام الوزارة',
      'blackcoin-packages': 'باقات العملة السوداء',
      'money-packages': 'باقات المال',
      'vip-packages': 'باقات VIP',
      suggestions: 'الاقتراحات والبلاغات',
      'reported-messages': 'الرسائل المبلغ عنها',
      'blocked-messages': 'الرسائل المحظورة',
      ips: 'عناوين IP',
      tasks: 'المهام',
      rankings: 'الرتب',
      'game-news': 'أخبار اللعبة',
      'login-gift': 'هدية الدخول',
      purchases: 'المشتريات',
      'audit-log': 'سجل الإدارة',
      operations: 'العمليات الحية',
    },
  },
} as const;
