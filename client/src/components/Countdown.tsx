import { formatCountdown } from '../lib/countdown';

/** A clock (`m:ss` / `h:mm:ss`) kept left-to-right inside Arabic text. */
export function Countdown({
  seconds,
  className = '',
  testId,
}: {
  seconds: number;
  className?: string;
  testId?: string;
}) {
  return (
    <span dir="ltr" data-testid={testId} className={`inline-block tabular-nums ${className}`}>
      {formatCountdown(seconds)}
    </span>
  );
}
