/**
 * Strings of the character page and the level and fame calculator (spec 000 section 2, الشخصية): loaded
 * with those screens, not in every first load. The home page's are in ar-shell.ts (`dashboard`).
 */
export const arCharacter = {
  character: {
    title: 'الشخصية',
    strength: 'القوة',
    defense: 'الدفاع',
    fame: 'الشهرة',
    bank: 'رصيد البنك',
    fightsWon: 'المعارك المربوحة',
    fightsLost: 'المعارك الخاسرة',
    crimes: 'الجرائم المرتكبة',
    daysInGame: 'أيام في اللعبة',
    country: 'الدولة',
    gender: 'الجنس',
    vipUntil: (date: string) => `VIP حتى ${date}`,
    inHospital: (date: string) => `في المستشفى حتى ${date}`,
    inJail: (date: string) => `في السجن حتى ${date}`,
  },
  calculator: {
    title: 'حاسبة المستوى والشهرة',
    levelTab: 'المستوى',
    fameTab: 'الشهرة',
    level: 'المستوى',
    maxHp: 'الصحة القصوى',
    strength: 'القوة',
    defense: 'الدفاع',
    maxEnergy: 'الطاقة القصوى',
    fame: 'الشهرة',
    nextLevelExp: 'الخبرة اللازمة للمستوى التالي',
    contributions: 'مساهمة كل عنصر',
    levelPart: 'من المستوى (×١٠٠)',
    strengthPart: 'من القوة (×٢٠)',
    hpPart: 'من الصحة (×٨)',
    defensePart: 'من الدفاع (×٢٠)',
    totalFame: 'إجمالي الشهرة',
    damage: 'مدى الضرر في المعركة',
    damageRange: (min: string, max: string) => `${min} - ${max}`,
    close: 'إغلاق',
  },
};
