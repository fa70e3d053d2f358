import { ar as playerAr } from './ar';
import { arGame } from './ar-game';
import { arPvp } from './ar-pvp';
import { arGangs } from './ar-gangs';
import { arGear } from './ar-gear';
import { arFairness } from './ar-fairness';
import { arSpecialShop } from './ar-special-shop';
import { arBlackMarket } from './ar-black-market';
import { arTalk } from './ar-talk';
import { arProgress } from './ar-progress';
import { arContent } from './ar-content';
import { arTransfers } from './ar-transfers';
import { arAdminContent } from './ar-admin-content';
import { arAdminGame } from './ar-admin-game';
import { arAdminGear } from './ar-admin-gear';
import { arAdminOps } from './ar-admin-ops';
import { arAdminProgress } from './ar-admin-progress';
import { arAdminSpecialShop } from './ar-admin-special-shop';
import { arAdminTalk } from './ar-admin-talk';
import { arBackoffice } from './ar-backoffice';
import { arAdminLinked } from './ar-admin-linked';
import { arShell } from './ar-shell';
import { arForms } from './ar-forms';
import { arCharacter } from './ar-character';

/**
 * The back office's string catalogue: every player string (`ar.ts` and the feature catalogues that
 * load with their routes) plus the admin tabs' strings.
 * Only the admin route (`/admin/panel`, a lazy route) and the files of `features/admin` import it,
 * so a player's first load never downloads these strings (issue 28 point 8). Quoted spec sentences
 * are the contract, as in `ar.ts`.
 */
export const ar = {
  ...playerAr,
  ...arShell,
  ...arForms,
  ...arCharacter,
  ...arGame,
  ...arPvp,
  ...arGangs,
  ...arGear,
  ...arFairness,
  ...arSpecialShop,
  ...arBlackMarket,
  ...arTalk,
  ...arProgress,
  ...arContent,
  ...arTransfers,
  ...arAdminGame,
  ...arAdminContent,
  ...arAdminProgress,
  ...arAdminSpecialShop,
  ...arAdminTalk,
  ...arAdminGear,
  ...arAdminOps,
  ...arBackoffice,
  ...arAdminLinked,
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
      'linked-accounts': 'الحسابات المرتبطة',
      operations: 'العمليات الحية',
    },
  },
} as const;
