import type { ReactNode } from 'react';
import { Coins, Gem, Star } from 'lucide-react';
import type { HudDto } from '../../api/generated/model/hudDto';
import { hudMeters, type HudMeter } from '../../components/hud-meters';
import { MeterBar } from '../../components/MeterBar';
import { arShell } from '../../i18n/ar-shell';
import { formatBlackcoins, formatMoneyShort, formatNumber } from '../../lib/format';

/** The HUD numbers: `GET /api/character/hud`, replaced live by `hud:update`. */
export function HudPanel({ hud }: { hud: HudDto }) {
  return (
    <section
      aria-label={arShell.hud.title}
      data-testid="hud"
      className="grid grid-cols-2 gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 shadow-2xl shadow-black/50 sm:grid-cols-3 sm:p-6 lg:grid-cols-6"
    >
      <div
        data-testid="hud-level"
        data-value={hud.level}
        className="col-span-2 flex items-center gap-4 rounded-2xl bg-gradient-to-bl from-blood-700/60 to-night-800 p-4 sm:col-span-3 lg:col-span-1 lg:flex-col lg:justify-center"
      >
        <Star className="size-8 shrink-0 fill-gold-400 text-gold-400" aria-hidden />
        <div className="flex flex-col lg:items-center">
          <span className="text-sm text-night-200">{arShell.hud.level}</span>
          <span className="text-3xl font-black text-white">{formatNumber(hud.level)}</span>
        </div>
      </div>
      {/* Experience takes the phone's whole row, under health and energy. */}
      {hudMeters(hud).map((meter) => (
        <Meter
          key={meter.key}
          meter={meter}
          className={meter.key === 'exp' ? 'col-span-2 sm:col-span-1' : ''}
        />
      ))}
      <Amount
        testId="hud-money"
        icon={<Coins className="size-5 text-emerald-400" aria-hidden />}
        label={arShell.hud.money}
        value={hud.money}
        text={formatMoneyShort(hud.money)}
        valueClass="text-emerald-300"
      />
      <Amount
        testId="hud-blackcoins"
        icon={<Gem className="size-5 text-violet-400" aria-hidden />}
        label={arShell.hud.blackcoins}
        value={hud.blackcoins}
        text={formatBlackcoins(hud.blackcoins)}
        valueClass="text-violet-300"
      />
    </section>
  );
}

function Meter({ meter, className }: { meter: HudMeter; className: string }) {
  const { key, label, icon: Icon, iconClass, value, max, barClass } = meter;
  return (
    <div
      data-testid={`hud-${key}`}
      data-value={value}
      className={`flex flex-col justify-between gap-2 rounded-2xl bg-night-800/70 p-3 ${className}`}
    >
      <div className="flex items-center gap-2 text-sm text-night-200">
        <Icon className={`size-5 ${iconClass}`} aria-hidden />
        {label}
      </div>
      <div className="text-lg font-bold text-white">
        {formatNumber(value)} / {formatNumber(max)}
      </div>
      <MeterBar label={label} value={value} max={max} barClass={barClass} className="h-2" />
    </div>
  );
}

interface AmountProps {
  testId: string;
  icon: ReactNode;
  label: string;
  value: number;
  text: string;
  valueClass: string;
}

function Amount({ testId, icon, label, value, text, valueClass }: AmountProps) {
  return (
    <div
      data-testid={testId}
      data-value={value}
      className="flex flex-col justify-between gap-2 rounded-2xl bg-night-800/70 p-3"
    >
      <div className="flex items-center gap-2 text-sm text-night-200">
        {icon}
        {label}
      </div>
      <div className={`text-2xl font-black ${valueClass}`} title={formatNumber(value)}>
        {text}
      </div>
    </div>
  );
}
