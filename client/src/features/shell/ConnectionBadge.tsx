import { useConnectionState } from '../../realtime/use-realtime';
import { arShell } from '../../i18n/ar-shell';
import { formatNumber } from '../../lib/format';

/** Spec 000 (Side HUD): 'متصل' or 'غير متصل' with the attempt count; the dot's title gives the ping quality. */
export function ConnectionBadge({ compact = false }: { compact?: boolean }) {
  const { connected, authenticated, attempts, quality } = useConnectionState();
  const online = connected && authenticated;
  const label = online ? arShell.connection.connected : arShell.connection.disconnected;
  const detail = online
    ? quality
      ? arShell.shell.qualityLabel(arShell.shell.quality[quality])
      : label
    : attempts > 0
      ? arShell.connection.attempts(formatNumber(attempts))
      : label;
  return (
    <span
      data-testid="connection"
      data-state={online ? 'online' : 'offline'}
      title={detail}
      className={`inline-flex items-center whitespace-nowrap rounded-full border border-night-700 bg-night-900 text-xs text-night-200 ${compact ? 'gap-1 p-1.5' : 'gap-2 px-3 py-1'}`}
    >
      <span
        className={`size-2.5 shrink-0 rounded-full ${online ? 'bg-emerald-400 shadow-[0_0_8px] shadow-emerald-400' : 'bg-night-500'}`}
      />
      <span className={compact ? 'sr-only' : ''}>{label}</span>
      {!online && attempts > 0 && (
        <span className={compact ? 'text-[10px] font-bold text-night-300' : 'text-night-400'}>
          {compact ? formatNumber(attempts) : `(${arShell.connection.attempts(formatNumber(attempts))})`}
        </span>
      )}
    </span>
  );
}
