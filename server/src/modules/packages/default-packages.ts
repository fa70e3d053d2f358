import type { BlackcoinPackageEntity, MoneyPackageEntity, VipPackageEntity } from './package.entity';

type Seed<E> = Omit<E, 'id' | 'isActive' | 'createdAt' | 'updatedAt'>;

/** Default blackcoin packages (real money, Stripe). */
export const DEFAULT_BLACKCOIN_PACKAGES: Seed<BlackcoinPackageEntity>[] = [
  { name: 'حقيبة صغيرة', usdPrice: 0.99, blackcoinAmount: 100, bonus: 0 },
  { name: 'حقيبة متوسطة', usdPrice: 4.99, blackcoinAmount: 550, bonus: 50 },
  { name: 'خزنة الزعيم', usdPrice: 19.99, blackcoinAmount: 2400, bonus: 600 },
];

/** Default money packages (blackcoins for money). */
export const DEFAULT_MONEY_PACKAGES: Seed<MoneyPackageEntity>[] = [
  {
    name: 'رزمة نقود',
    description: 'دفعة سريعة لبداية قوية.',
    blackcoinCost: 10,
    moneyAmount: 10_000,
    bonus: 0,
  },
  {
    name: 'حقيبة نقود',
    description: 'مال كافٍ لشراء سلاح جيد.',
    blackcoinCost: 45,
    moneyAmount: 50_000,
    bonus: 5_000,
  },
  {
    name: 'شحنة ذهب',
    description: 'ثروة تليق بزعيم عصابة.',
    blackcoinCost: 180,
    moneyAmount: 200_000,
    bonus: 40_000,
  },
];

/** Default VIP packages (blackcoins). */
export const DEFAULT_VIP_PACKAGES: Seed<VipPackageEntity>[] = [
  { name: 'VIP أسبوع', durationDays: 7, price: 50 },
  { name: 'VIP شهر', durationDays: 30, price: 180 },
];
