import { render, screen } from '@testing-library/react';
import type { SpecialItemDto } from '../../api/generated/model/specialItemDto';
import { BlackcoinPackageCard, SpecialItemCard } from './ShopCards';

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

/** The seeded items' descriptions (server default-special-items.ts) beside what their effect line says. */
const SEEDED: [SpecialItemDto['type'], Partial<typeof effect>, string][] = [
  ['HEALTH_POTION', { health: 'max' }, 'تعيد صحتك إلى أقصاها فوراً.'],
  ['HEALTH_POTION', { health: 50 }, 'تضيف ٥٠ نقطة إلى صحتك.'],
  ['ENERGY_POTION', { energy: 'max' }, 'يملأ طاقتك إلى أقصاها فوراً.'],
  ['EXPERIENCE_POTION', { experience: 500 }, 'يمنحك ٥٠٠ نقطة خبرة.'],
  ['NAME_CHANGE', {}, 'غيّر اسم المستخدم الخاص بك مرة واحدة.'],
  ['GANG_BOMB', {}, 'ترسل كل أعضاء عصابة معادية غير المحميين إلى المستشفى لمدة ٣٠ دقيقة.'],
  ['ATTACK_IMMUNITY', { duration: 3600 }, 'يحميك من الهجمات والعقود والقنابل لمدة ساعة.'],
  ['ATTACK_IMMUNITY', { duration: 86_400 }, 'يحميك من الهجمات والعقود والقنابل لمدة يوم كامل.'],
  ['CD_RESET', {}, 'تخرجك من المستشفى والسجن وتنهي تدريبك وتلغي انتظار الجرائم.'],
];

const item = (type: SpecialItemDto['type'], fields: Partial<typeof effect>, description: string) =>
  ({
    id: 1,
    name: 'عنصر',
    description,
    type,
    effect: { ...effect, ...fields },
    price: 5,
    currency: 'blackcoin',
    levelRequired: 1,
    imageUrl: '',
    isAvailable: true,
    isActive: true,
  }) as unknown as SpecialItemDto;

/** Issue 31 point 12: the blackcoin-shop cards said one sentence twice. */
describe('blackcoin shop cards', () => {
  it.each(SEEDED)('%s: the card says its effect once', (type, fields, description) => {
    const { container, unmount } = render(
      <ul>
        <SpecialItemCard
          item={item(type, fields, description)}
          level={1}
          pending={false}
          onBuy={() => undefined}
        />
      </ul>,
    );
    const lines = [...container.querySelectorAll('p')].map((p) => p.textContent ?? '');
    expect(lines).toHaveLength(1);
    expect(screen.getByTestId('special-item-effect')).toBeTruthy();
    unmount();
  });

  it('keeps a description that says something else beside the effect line', () => {
    const { container } = render(
      <ul>
        <SpecialItemCard
          item={item('OTHER', {}, 'قطعة نادرة للاقتناء يتباهى بها كبار المدينة.')}
          level={1}
          pending={false}
          onBuy={() => undefined}
        />
      </ul>,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('leaves the "purchases unavailable" sentence off the blackcoin package card', () => {
    const { container } = render(
      <ul>
        <BlackcoinPackageCard
          pack={
            {
              id: 1,
              name: 'حزمة',
              usdPrice: 4.99,
              blackcoinAmount: 100,
              bonus: 0,
              bonusPercent: 0,
              totalBlackcoins: 100,
              isActive: true,
            } as never
          }
          available={false}
          pending={false}
          onBuy={() => undefined}
        />
      </ul>,
    );
    expect(container.textContent).not.toContain('غير متاح');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe('blackcoin-unavailable');
  });
});
