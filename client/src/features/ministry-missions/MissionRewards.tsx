import { Coins, Gem, Sparkles } from 'lucide-react';
import type { MissionRewardDto } from '../../api/generated/model/missionRewardDto';
import { arContent } from '../../i18n/ar-content';
import { formatNumber } from '../../lib/format';

/** Experience, money and blackcoins of one ending, the zero ones left out. */
export function MissionRewards({ reward }: { reward: MissionRewardDto }) {
  const t = arContent.missions;
  const items = [
    { key: 'exp', value: reward.exp, label: t.exp, icon: Sparkles, tone: 'text-sky-300' },
    { key: 'money', value: reward.money, label: t.money, icon: Coins, tone: 'text-emerald-300' },
    { key: 'blackcoins', value: reward.blackcoins, label: t.blackcoins, icon: Gem, tone: 'text-gold-300' },
  ].filter((item) => item.value > 0);
  return (
    <ul className="flex flex-wrap gap-2" data-testid="mission-rewards">
      {items.map(({ key, value, label, icon: Icon, tone }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full bg-night-800 px-3 py-1 text-sm font-bold text-night-100"
        >
          <Icon className={`size-4 ${tone}`} aria-hidden />
          {formatNumber(value)} {label}
        </li>
      ))}
    </ul>
  );
}
