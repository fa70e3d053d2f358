import { Heart, Star, Zap, type LucideIcon } from 'lucide-react';
import type { HudDto } from '../api/generated/model/hudDto';
import { arShell } from '../i18n/ar-shell';

/** One HUD meter: a current value out of a maximum, with its icon and bar colours. */
export interface HudMeter {
  /** Ends the meter's test id: `hud-hp`, `side-hud-hp`. */
  key: 'hp' | 'energy' | 'exp';
  label: string;
  icon: LucideIcon;
  /** Colour classes of the icon (its size is the caller's). */
  iconClass: string;
  barClass: string;
  value: number;
  max: number;
}

/** Spec 000 (HUD): health, energy and experience of `hud`, in display order, for the dashboard and the side HUD. */
export function hudMeters(hud: HudDto): HudMeter[] {
  return [
    {
      key: 'hp',
      label: arShell.hud.health,
      icon: Heart,
      iconClass: 'fill-blood-500 text-blood-500',
      barClass: 'bg-blood-500',
      value: hud.hp,
      max: hud.maxHp,
    },
    {
      key: 'energy',
      label: arShell.hud.energy,
      icon: Zap,
      iconClass: 'fill-gold-400 text-gold-400',
      barClass: 'bg-gold-400',
      value: hud.energy,
      max: hud.maxEnergy,
    },
    {
      key: 'exp',
      label: arShell.hud.experience,
      icon: Star,
      iconClass: 'text-sky-400',
      barClass: 'bg-sky-400',
      value: hud.exp,
      max: hud.nextLevelExp,
    },
  ];
}

/** How full a meter is, in percent clamped to 0..100; an empty maximum shows an empty bar. */
export function meterPercent(value: number, max: number): number {
  return max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
}
