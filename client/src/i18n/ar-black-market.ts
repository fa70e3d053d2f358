import { countOf, OFFERS } from '../lib/count';
import { formatNumber } from '../lib/format';

/**
 * Strings of the black market (`/dashboard/black-market`; DESIGN.md section 6 "Black market",
 * spec 000 section 9: level 20). Spread into `ar` (ar.ts).
 */
export const arBlackMarket = {
  blackMarket: {
    title: 'السوق السوداء',
    intro:
      'اعرض أسلحتك ودروعك غير المجهزة وعناصرك الخاصة للبيع أو اشترِ ما يعرضه اللاعبون. يحصل البائع على ٩٥٪ من السعر وتذهب ٥٪ رسوماً.',
    tabs: { market: 'العروض', mine: 'عروضي', sell: 'اعرض عنصراً' },
    filters: {
      type: 'النوع',
      allTypes: 'كل الأنواع',
      rarity: 'الندرة',
      allRarities: 'كل الدرجات',
      search: 'ابحث باسم العنصر',
      minPrice: 'أقل سعر',
      maxPrice: 'أعلى سعر',
      sort: 'الترتيب',
      apply: 'تطبيق',
      reset: 'مسح',
    },
    sorts: {
      newest: 'الأحدث',
      price_asc: 'الأرخص أولاً',
      price_desc: 'الأغلى أولاً',
      ending_soon: 'ينتهي قريباً',
    } as Record<string, string>,
    itemTypes: { weapon: 'سلاح', armor: 'درع', special: 'عنصر خاص' } as Record<string, string>,
    rarities: {
      common: 'عادي',
      uncommon: 'غير شائع',
      rare: 'نادر',
      epic: 'ملحمي',
      legend: 'أسطوري',
    } as Record<string, string>,
    statuses: { active: 'معروض', sold: 'مُباع', cancelled: 'مسحوب', expired: 'منتهي' } as Record<
      string,
      string
    >,
    damage: (n: number) => `ضرر +${formatNumber(n)}`,
    def: (n: number) => `دفاع +${formatNumber(n)}`,
    hpBonus: (n: number) => `صحة +${formatNumber(n)}`,
    energyBonus: (n: number) => `طاقة +${formatNumber(n)}`,
    quantity: (n: number) => `×${formatNumber(n)}`,
    seller: (name: string) => `البائع: ${name}`,
    buyer: (name: string) => `المشتري: ${name}`,
    endsAt: (when: string) => `ينتهي ${when}`,
    closedAt: (when: string) => `أُغلق ${when}`,
    buy: 'شراء',
    yours: 'عرضك',
    cancel: 'سحب العرض',
    confirmBuy: (item: string, price: string) => `هل تريد شراء ${item} مقابل ${price}؟`,
    confirmCancel: (item: string) => `هل تريد سحب عرض ${item}؟ ستعود الوحدات إلى مخزونك.`,
    bought: (item: string) => `اشتريت ${item}، وأضيف إلى مخزونك`,
    cancelled: 'سُحب العرض وأعيدت الوحدات إلى مخزونك',
    listed: 'عُرض العنصر في السوق السوداء لمدة ٧ أيام',
    empty: 'لا توجد عروض حالياً',
    noMatches: 'لا توجد عروض تطابق البحث',
    noListings: 'لم تعرض أي عنصر بعد',
    total: (n: number) => `${countOf(n, OFFERS)}`,
    previousPage: 'السابق',
    nextPage: 'التالي',
    pageOf: (page: number, total: number) => `صفحة ${formatNumber(page)} من ${formatNumber(total)}`,
    loadFailed: 'فشل تحميل السوق السوداء',
    form: {
      item: 'العنصر',
      chooseItem: 'اختر عنصراً غير مجهز',
      quantity: 'الكمية',
      price: 'السعر الإجمالي',
      submit: 'اعرض للبيع',
      noItems: 'لا تملك أسلحة أو دروعاً غير مجهزة أو عناصر خاصة لعرضها.',
      owned: (n: number) => `تملك ${formatNumber(n)}`,
      youGet: (amount: string, fee: string) => `ستحصل على ${amount} بعد رسوم ${fee}`,
      itemRequired: 'اختر العنصر الذي تريد عرضه',
      quantityInvalid: (max: number) => `الكمية يجب أن تكون بين ١ و${formatNumber(max)}`,
      priceInvalid: 'السعر يجب أن يكون رقماً صحيحاً بين ١ و١٬٠٠٠٬٠٠٠٬٠٠٠',
    },
  },
};
