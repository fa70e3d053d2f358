import { effectText, priceText, vipEndText } from './special-shop-text';

const effect = {
  health: 0 as 'max' | number,
  energy: 0 as 'max' | number,
  experience: 0,
  duration: 0,
  nameChange: false,
  gangBomb: false,
  attackImmunity: false,
  cdReset: false,
};

describe('special shop texts', () => {
  it('explains each effect in Arabic with ar-EG digits', () => {
    expect(effectText({ type: 'HEALTH_POTION', effect: { ...effect, health: 'max' } })).toBe(
      'تعيد صحتك إلى أقصاها',
    );
    expect(effectText({ type: 'HEALTH_POTION', effect: { ...effect, health: 50 } })).toBe(
      'تضيف ٥٠ نقطة إلى صحتك',
    );
    expect(effectText({ type: 'ATTACK_IMMUNITY', effect: { ...effect, duration: 86_400 } })).toContain(
      'يوم واحد',
    );
    expect(effectText({ type: 'ATTACK_IMMUNITY', effect: { ...effect, duration: 3600 } })).toContain(
      'ساعة واحدة',
    );
    expect(effectText({ type: 'OTHER', effect })).toBe('قطعة للاقتناء، لا تُستخدم');
  });

  it('shows prices in their currency', () => {
    expect(priceText(1000, 'money')).toBe('$١٬٠٠٠');
    expect(priceText(5, 'blackcoin')).toBe('٥ بلاك كوين');
  });

  it('extends VIP from the current end when it is in the future, else from now', () => {
    const now = Date.UTC(2026, 0, 1);
    const future = new Date(now + 10 * 86_400_000).toISOString();
    expect(vipEndText(future, 7, now)).toBe(vipEndText(null, 17, now));
    expect(vipEndText(new Date(now - 86_400_000).toISOString(), 7, now)).toBe(vipEndText(null, 7, now));
  });
});
