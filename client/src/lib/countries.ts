/**
 * Spec 000 (Account setup dialog): the countries a player can choose, Arab countries first.
 * Each has its ISO 3166-1 alpha-2 code, its Arabic and English names and its flag.
 */
export interface Country {
  code: string;
  nameAr: string;
  nameEn: string;
  /** The flag emoji, built from the code's regional indicator symbols. */
  flag: string;
}

/** 'EG' → 🇪🇬: each capital letter maps to its regional indicator symbol. */
export function flagOf(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

const COUNTRY_NAMES: readonly Omit<Country, 'flag'>[] = [
  { code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
  { code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' },
  { code: 'AE', nameAr: 'الإمارات', nameEn: 'United Arab Emirates' },
  { code: 'KW', nameAr: 'الكويت', nameEn: 'Kuwait' },
  { code: 'QA', nameAr: 'قطر', nameEn: 'Qatar' },
  { code: 'BH', nameAr: 'البحرين', nameEn: 'Bahrain' },
  { code: 'OM', nameAr: 'عُمان', nameEn: 'Oman' },
  { code: 'YE', nameAr: 'اليمن', nameEn: 'Yemen' },
  { code: 'IQ', nameAr: 'العراق', nameEn: 'Iraq' },
  { code: 'SY', nameAr: 'سوريا', nameEn: 'Syria' },
  { code: 'JO', nameAr: 'الأردن', nameEn: 'Jordan' },
  { code: 'LB', nameAr: 'لبنان', nameEn: 'Lebanon' },
  { code: 'PS', nameAr: 'فلسطين', nameEn: 'Palestine' },
  { code: 'LY', nameAr: 'ليبيا', nameEn: 'Libya' },
  { code: 'TN', nameAr: 'تونس', nameEn: 'Tunisia' },
  { code: 'DZ', nameAr: 'الجزائر', nameEn: 'Algeria' },
  { code: 'MA', nameAr: 'المغرب', nameEn: 'Morocco' },
  { code: 'SD', nameAr: 'السودان', nameEn: 'Sudan' },
  { code: 'US', nameAr: 'الولايات المتحدة', nameEn: 'United States' },
  { code: 'GB', nameAr: 'المملكة المتحدة', nameEn: 'United Kingdom' },
  { code: 'CA', nameAr: 'كندا', nameEn: 'Canada' },
  { code: 'AU', nameAr: 'أستراليا', nameEn: 'Australia' },
  { code: 'DE', nameAr: 'ألمانيا', nameEn: 'Germany' },
  { code: 'FR', nameAr: 'فرنسا', nameEn: 'France' },
  { code: 'IT', nameAr: 'إيطاليا', nameEn: 'Italy' },
  { code: 'ES', nameAr: 'إسبانيا', nameEn: 'Spain' },
  { code: 'RU', nameAr: 'روسيا', nameEn: 'Russia' },
  { code: 'CN', nameAr: 'الصين', nameEn: 'China' },
  { code: 'JP', nameAr: 'اليابان', nameEn: 'Japan' },
  { code: 'IN', nameAr: 'الهند', nameEn: 'India' },
  { code: 'BR', nameAr: 'البرازيل', nameEn: 'Brazil' },
  { code: 'MX', nameAr: 'المكسيك', nameEn: 'Mexico' },
  { code: 'AR', nameAr: 'الأرجنتين', nameEn: 'Argentina' },
  { code: 'ZA', nameAr: 'جنوب أفريقيا', nameEn: 'South Africa' },
  { code: 'NG', nameAr: 'نيجيريا', nameEn: 'Nigeria' },
  { code: 'KE', nameAr: 'كينيا', nameEn: 'Kenya' },
  { code: 'TR', nameAr: 'تركيا', nameEn: 'Turkey' },
  { code: 'IR', nameAr: 'إيران', nameEn: 'Iran' },
  { code: 'PK', nameAr: 'باكستان', nameEn: 'Pakistan' },
  { code: 'BD', nameAr: 'بنغلاديش', nameEn: 'Bangladesh' },
  { code: 'TH', nameAr: 'تايلاند', nameEn: 'Thailand' },
  { code: 'VN', nameAr: 'فيتنام', nameEn: 'Vietnam' },
  { code: 'ID', nameAr: 'إندونيسيا', nameEn: 'Indonesia' },
  { code: 'MY', nameAr: 'ماليزيا', nameEn: 'Malaysia' },
  { code: 'PH', nameAr: 'الفلبين', nameEn: 'Philippines' },
  { code: 'SG', nameAr: 'سنغافورة', nameEn: 'Singapore' },
  { code: 'KR', nameAr: 'كوريا الجنوبية', nameEn: 'South Korea' },
];

export const COUNTRIES: readonly Country[] = COUNTRY_NAMES.map((country) => ({
  ...country,
  flag: flagOf(country.code),
}));

export function findCountry(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.code === code);
}
