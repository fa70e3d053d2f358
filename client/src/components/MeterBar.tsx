import { meterPercent } from './hud-meters';

/**
 * The filled bar of a HUD meter, an ARIA meter named `label`; the fill animates when `value` changes.
 * `className` gives its height.
 */
export function MeterBar({
  label,
  value,
  max,
  barClass,
  className,
}: {
  label: string;
  value: number;
  max: number;
  /** The fill's colour. */
  barClass: string;
  className: string;
}) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={`${className} overflow-hidden rounded-full bg-night-950`}
    >
      <div
        className={`h-full rounded-full ${barClass} transition-[width] duration-500`}
        style={{ width: `${meterPercent(value, max)}%` }}
      />
    </div>
  );
}
