import type { EmblemShape } from './emblems';

/** One crime of the default catalogue; success rate as a fraction, cooldown in seconds. */
export interface DefaultCrime {
  name: string;
  description: string;
  reqLevel: number;
  energyCost: number;
  successRate: number;
  reward: number;
  expReward: number;
  cooldownSeconds: number;
  failOutcome: 'jail' | 'hospital';
  jailMinutes: number;
  hospitalMinutes: number;
  emblem: EmblemShape;
  hue: number;
}

/** The twelve crimes a new server starts with, from level 1 to 30. */
export const DEFAULT_CRIMES: DefaultCrime[] = [
  { name: 'نشل المحافظ', description: 'اخطف محفظة أحد المارة في السوق المزدحم واختفِ بين الناس.', reqLevel: 1, energyCost: 5, successRate: 0.8, reward: 60, expReward: 20, cooldownSeconds: 60, failOutcome: 'jail', jailMinutes: 2, hospitalMinutes: 1, emblem: 'wallet', hue: 20 },
  { name: 'سرقة متجر صغير', description: 'تسلل إلى بقالة الحي وخذ ما تستطيع قبل أن ينتبه البائع.', reqLevel: 2, energyCost: 6, successRate: 0.75, reward: 110, expReward: 30, cooldownSeconds: 90, failOutcome: 'jail', jailMinutes: 3, hospitalMinutes: 2, emblem: 'briefcase', hue: 45 },
  { name: 'فتح أقفال السيارات', description: 'افتح سيارة مركونة في موقف مظلم وابحث عن أي شيء ثمين.', reqLevel: 4, energyCost: 8, successRate: 0.7, reward: 220, expReward: 45, cooldownSeconds: 120, failOutcome: 'jail', jailMinutes: 4, hospitalMinutes: 2, emblem: 'lock', hue: 200 },
  { name: 'سرقة دراجة نارية', description: 'اسرق دراجة نارية من أمام مقهى وبِعها لتاجر قطع الغيار.', reqLevel: 6, energyCost: 10, successRate: 0.65, reward: 380, expReward: 70, cooldownSeconds: 180, failOutcome: 'hospital', jailMinutes: 0, hospitalMinutes: 4, emblem: 'car', hue: 160 },
  { name: 'الاحتيال الإلكتروني', description: 'أرسل رسائل مزيفة لضحايا غافلين واجمع أرقام بطاقاتهم.', reqLevel: 8, energyCost: 12, successRate: 0.6, reward: 600, expReward: 95, cooldownSeconds: 240, failOutcome: 'jail', jailMinutes: 6, hospitalMinutes: 3, emblem: 'coin', hue: 260 },
  { name: 'السطو على منزل', description: 'اقتحم فيلا أثناء غياب أصحابها وخذ المجوهرات والنقود.', reqLevel: 10, energyCost: 14, successRate: 0.58, reward: 900, expReward: 130, cooldownSeconds: 300, failOutcome: 'jail', jailMinutes: 8, hospitalMinutes: 4, emblem: 'lock', hue: 0 },
  { name: 'تهريب البضائع', description: 'مرّر شحنة مهربة عبر الميناء دون أن يكتشفها رجال الجمارك.', reqLevel: 13, energyCost: 16, successRate: 0.55, reward: 1400, expReward: 180, cooldownSeconds: 420, failOutcome: 'jail', jailMinutes: 10, hospitalMinutes: 5, emblem: 'briefcase', hue: 100 },
  { name: 'سرقة سيارة فاخرة', description: 'اسرق سيارة رياضية من معرض فاخر وسلّمها لعصابة التهريب.', reqLevel: 16, energyCost: 18, successRate: 0.52, reward: 2100, expReward: 240, cooldownSeconds: 600, failOutcome: 'hospital', jailMinutes: 0, hospitalMinutes: 8, emblem: 'car', hue: 330 },
  { name: 'تزوير العملات', description: 'اطبع أوراقاً نقدية مزيفة وادفعها في الأسواق الكبيرة.', reqLevel: 19, energyCost: 20, successRate: 0.5, reward: 3000, expReward: 310, cooldownSeconds: 780, failOutcome: 'jail', jailMinutes: 14, hospitalMinutes: 7, emblem: 'coin', hue: 130 },
  { name: 'سرقة محل مجوهرات', description: 'حطّم واجهة محل المجوهرات واهرب قبل وصول الشرطة.', reqLevel: 22, energyCost: 22, successRate: 0.47, reward: 4300, expReward: 400, cooldownSeconds: 960, failOutcome: 'jail', jailMinutes: 16, hospitalMinutes: 8, emblem: 'diamond', hue: 190 },
  { name: 'خطف شاحنة الأموال', description: 'اعترض شاحنة نقل الأموال على الطريق السريع مع رجالك.', reqLevel: 26, energyCost: 25, successRate: 0.44, reward: 6200, expReward: 520, cooldownSeconds: 1200, failOutcome: 'hospital', jailMinutes: 0, hospitalMinutes: 12, emblem: 'crosshair', hue: 10 },
  { name: 'السطو على البنك المركزي', description: 'خطط لأكبر عملية في تاريخ المدينة وافتح خزنة البنك المركزي.', reqLevel: 30, energyCost: 30, successRate: 0.4, reward: 9000, expReward: 700, cooldownSeconds: 1800, failOutcome: 'jail', jailMinutes: 25, hospitalMinutes: 12, emblem: 'bank', hue: 50 },
];
