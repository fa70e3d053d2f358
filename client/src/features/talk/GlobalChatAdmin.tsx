import { useState } from 'react';
import { ShieldCheck, Trash2, VolumeX } from 'lucide-react';
import type { GlobalMessageDto } from '../../api/generated/model/globalMessageDto';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { fieldClass } from '../../components/TextField';
import { arTalk } from '../../i18n/ar-talk';

/** The admin's bar above the global chat (spec 000 section 6): clearing the whole chat. */
export function ChatAdminTools({ onClear }: { onClear: () => void }) {
  const t = arTalk.globalChat;
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-gold-500/30 bg-gold-500/5 p-3"
      data-testid="chat-admin-tools"
    >
      <ShieldCheck className="size-5 text-gold-400" aria-hidden />
      <span className="font-bold text-gold-300">{t.adminTools}</span>
      <Button variant="secondary" className="ms-auto min-h-9 px-3 py-1 text-sm" onClick={onClear}>
        <Trash2 className="size-4" aria-hidden />
        {t.clearChat}
      </Button>
    </div>
  );
}

/** Admin `mute_user`: minutes (fractions allowed, more than 0) and an optional reason. */
export function MuteDialog({
  target,
  onClose,
  onMute,
}: {
  target: GlobalMessageDto | null;
  onClose: () => void;
  onMute: (minutes: number, reason: string) => unknown;
}) {
  const [minutes, setMinutes] = useState('10');
  const [reason, setReason] = useState('');
  const value = Number(minutes);
  const valid = Number.isFinite(value) && value > 0;
  const t = arTalk.globalChat;
  return (
    <Modal open={target !== null} title={target ? t.muteTitle(target.username) : ''} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          onMute(value, reason.trim());
          onClose();
        }}
      >
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-night-200">
          {t.muteMinutes}
          <input
            type="number"
            min="0.1"
            step="any"
            inputMode="decimal"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            className={fieldClass(!valid)}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-night-200">
          {t.reasonOptional}
          <input
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            className={fieldClass(false)}
          />
        </label>
        <Button type="submit" disabled={!valid}>
          <VolumeX className="size-4" aria-hidden />
          {t.mute}
        </Button>
      </form>
    </Modal>
  );
}
