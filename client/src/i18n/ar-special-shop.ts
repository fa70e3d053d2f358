import { countOf, DAYS, HOURS } from '../lib/count';
/**
 * Strings of the blackcoin shop (`/dashboard/special-shop`) and the special items panel of the inventory
 * (spec 002 sections 2.7, 2.8 and 8; DESIGN.md section 6 "Special items", "Packages"). The VIP badge's
 * strings are in ar-shell.ts (every name spot shows it, the shell's top bar too).
 * Spread into `ar` (ar.ts); the admin tabs' strings are in ar-admin-special-shop.ts.
 */
export const arSpecialShop = {
  specialShop: {
    title: 'متجر العملة السوداء',
    intro: 'عناصر خاصة وعضوية VIP وباقات مال وبلاك كوين: كل ما يحتاجه زعيم حقيقي.',
    itemsTitle: 'العناصر الخاصة',
    vipTitle: 'عضوية VIP',
    vipPerks: 'مكافأة ٥٠٪ على المال والخبرة من الجرائم والمعارك، وشارة VIP بجانب اسمك.',
    moneyTitle: 'باقات المال',
    blackcoinTitle: 'باقات البلاك كوين',
    empty: 'لا توجد عناصر في المتجر حالياً',
    emptyPackages: 'لا توجد باقات حالياً',
    buy: 'شراء',
    buyFor: (price: string) => `شراء مقابل ${price}`,
    bought: 'تم الشراء، العنصر في مخزنك الآن',
    confirmBuyItem: (name: string, price: string) => `هل تريد شراء ${name} مقابل ${price}؟`,
    confirmVip: (name: string, price: string, until: string) =>
      `هل تريد شراء ${name} مقابل ${price}؟ ستبقى عضويتك حتى ${until}.`,
    confirmMoney: (name: string, cost: string, money: string) =>
      `هل تريد استبدال ${cost} بـ ${money} (${name})؟`,
    levelRequired: (level: string) => `المستوى المطلوب: ${level}`,
    days: (n: number) => `${countOf(n, DAYS)}`,
    vipUntil: (date: string) => `حتى ${date}`,
    vipActive: (date: string) => `أنت VIP حتى ${date}`,
    vipInactive: 'لست عضواً مميزاً بعد',
    bonus: (amount: string) => `+${amount} مكافأة`,
    bonusPercent: (percent: string) => `مكافأة ${percent}٪`,
    total: (amount: string) => `المجموع: ${amount}`,
    unavailable: 'شراء البلاك كوين غير متاح حالياً، حاول لاحقاً',
    checkoutSuccess: 'تمت عملية الدفع، ستصلك البلاك كوين خلال لحظات',
    checkoutCancelled: 'تم إلغاء عملية الدفع',
    balance: 'رصيدك',
    effects: {
      HEALTH_POTION: (v: string) => (v === 'max' ? 'تعيد صحتك إلى أقصاها' : `تضيف ${v} نقطة إلى صحتك`),
      ENERGY_POTION: (v: string) => (v === 'max' ? 'تملأ طاقتك إلى أقصاها' : `تضيف ${v} نقطة إلى طاقتك`),
      EXPERIENCE_POTION: (v: string) => `تمنحك ${v} نقطة خبرة`,
      NAME_CHANGE: () => 'تغيّر اسم المستخدم الخاص بك',
      GANG_BOMB: () => 'ترسل أعضاء عصابة معادية غير المحميين إلى المستشفى ٣٠ دقيقة',
      ATTACK_IMMUNITY: (v: string) => `تحميك من الهجمات والعقود والقنابل لمدة ${v}`,
      CD_RESET: () => 'تخرجك من المستشفى والسجن وتنهي التدريب وتلغي انتظار الجرائم',
      OTHER: () => 'قطعة للاقتناء، لا تُستخدم',
    },
    hours: (n: number) => `${countOf(n, HOURS)}`,
  },
  specialInventory: {
    title: 'العناصر الخاصة',
    empty: 'لا تملك عناصر خاصة، اشترها من متجر العملة السوداء',
    quantity: (n: string) => `الكمية: ${n}`,
    use: 'استخدام',
    collectible: 'للاقتناء',
    confirmUse: (name: string) => `هل تريد استخدام ${name}؟`,
    targetGang: 'العصابة المستهدفة',
    chooseGang: 'اختر عصابة',
    confirmBomb: (gang: string) => `هل تريد تفجير قنبلة في عصابة ${gang}؟`,
    newUsername: 'اسم المستخدم الجديد',
    confirmRename: (name: string) => `هل تريد تغيير اسمك إلى ${name}؟`,
    submit: 'تأكيد',
    noGangs: 'لا توجد عصابات أخرى لاستهدافها',
  },
};
