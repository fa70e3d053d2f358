import type { JobValues } from './jobs.repository';

/** Six jobs a new server starts with, one per tier (spec 001: tiers 1 to 6); salary is money per day. */
export const DEFAULT_JOBS: JobValues[] = [
  {
    name: 'عامل توصيل',
    description: 'وصّل الطلبات في أزقة المدينة على دراجتك القديمة.',
    tier: 1,
    minLevel: 1,
    salary: 60,
    expPerDay: 10,
    isEnabled: true,
  },
  {
    name: 'حارس موقف سيارات',
    description: 'احرس سيارات الزبائن ليلاً وخذ نصيبك من الإكراميات.',
    tier: 2,
    minLevel: 5,
    salary: 180,
    expPerDay: 25,
    isEnabled: true,
  },
  {
    name: 'ميكانيكي في ورشة',
    description: 'أصلح السيارات المسروقة قبل أن تعود إلى الشارع.',
    tier: 3,
    minLevel: 12,
    salary: 450,
    expPerDay: 60,
    isEnabled: true,
  },
  {
    name: 'محاسب شركة واجهة',
    description: 'رتّب دفاتر شركة تغسل أموال العصابات دون أن يلاحظ أحد.',
    tier: 4,
    minLevel: 20,
    salary: 1100,
    expPerDay: 140,
    isEnabled: true,
  },
  {
    name: 'مدير ملهى ليلي',
    description: 'أدر أشهر ملهى في المدينة حيث تُعقد الصفقات الكبرى.',
    tier: 5,
    minLevel: 30,
    salary: 2600,
    expPerDay: 320,
    isEnabled: true,
  },
  {
    name: 'مستشار زعيم المافيا',
    description: 'كن اليد اليمنى لزعيم المدينة وشارك في كل قرار.',
    tier: 6,
    minLevel: 45,
    salary: 6000,
    expPerDay: 700,
    isEnabled: true,
  },
];
