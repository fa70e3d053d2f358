import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal, SmilePlus, type LucideIcon } from 'lucide-react';
import { toast } from '../../lib/toast';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { fieldClass } from '../../components/TextField';
import { arTalk } from '../../i18n/ar-talk';
import { formatNumber } from '../../lib/format';
import { REACTION_EMOJI, reactionList } from './talk-rules';

/** Reaction chips under a message; a chip the viewer used is highlighted and a click toggles it. */
export function ReactionChips({
  reactions,
  viewerId,
  onToggle,
}: {
  reactions: Record<string, string[]>;
  viewerId: string | undefined;
  onToggle: (emoji: string) => void;
}) {
  const list = reactionList(reactions);
  if (list.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1" data-testid="reactions">
      {list.map(({ emoji, count, userIds }) => {
        const mine = viewerId !== undefined && userIds.includes(viewerId);
        return (
          <button
            key={emoji}
            type="button"
            data-testid="reaction"
            data-emoji={emoji}
            data-mine={mine}
            aria-pressed={mine}
            onClick={() => onToggle(emoji)}
            className={`flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm transition ${
              mine
                ? 'border-blood-500 bg-blood-900/50 text-white'
                : 'border-night-700 bg-night-900 text-night-200 hover:border-night-500'
            }`}
          >
            <span>{emoji}</span>
            <span className="text-xs font-bold">{formatNumber(count)}</span>
          </button>
        );
      })}
    </div>
  );
}

const iconButtonClass =
  'grid size-8 place-items-center rounded-lg text-night-400 hover:bg-night-800 hover:text-white';

/** A message's icon-only action (edit, delete, report, the admin's mute, kick, ban); `label` names it. */
export function IconButton({
  icon: Icon,
  label,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={iconButtonClass} title={label} aria-label={label} onClick={onClick}>
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

/** The button that opens a message's reaction bar. */
export function ReactionButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={iconButtonClass}
      aria-label={arTalk.talk.react}
      title={arTalk.talk.react}
      aria-expanded={open}
      onClick={onToggle}
    >
      <SmilePlus className="size-4" aria-hidden />
    </button>
  );
}

/** The reaction emoji, in the message's flow (never clipped by the scrolling list). */
export function ReactionBar({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <div
      className="flex w-fit flex-wrap gap-1 rounded-2xl border border-night-700 bg-night-900 p-1"
      data-testid="reaction-bar"
    >
      {REACTION_EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          data-testid="pick-reaction"
          className="grid size-8 place-items-center rounded-lg text-lg hover:bg-night-800"
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}

/**
 * The send box: a text area (Enter sends, Shift+Enter breaks the line), its character count and send;
 * above it the last refused send's message, below it the offline note (sending waits for the socket).
 */
export function Composer({
  max,
  placeholder,
  disabled: locked,
  offline = false,
  error,
  pending,
  onSend,
}: {
  max: number;
  placeholder: string;
  disabled?: boolean;
  offline?: boolean;
  error?: string | null;
  pending?: boolean;
  /** Resolves true when the text was accepted (the box then empties). */
  onSend: (content: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const content = text.trim();
  const disabled = locked || offline;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!content || disabled || pending) return;
    if (await onSend(content)) setText('');
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <>
      {error && (
        <p role="alert" data-testid="send-error" className="text-sm text-blood-300">
          {error}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-1" data-testid="composer">
        <div className="flex items-end gap-2">
          <textarea
            data-testid="composer-input"
            aria-label={placeholder}
            value={text}
            maxLength={max}
            rows={2}
            disabled={disabled}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
            className={`${fieldClass(false)} resize-none`}
          />
          <Button type="submit" className="shrink-0 px-4" disabled={!content || disabled} pending={pending}>
            <SendHorizontal className="size-4 -scale-x-100" aria-hidden />
            <span className="max-sm:sr-only">{arTalk.talk.send}</span>
          </Button>
        </div>
        <span className="text-xs text-night-400">{arTalk.talk.charsLeft(max - text.length)}</span>
      </form>
      {offline && <p className="text-xs text-night-400">{arTalk.talk.offline}</p>}
    </>
  );
}

/** Inline edit of a message's text. */
export function EditBox({
  initial,
  max,
  onSave,
  onCancel,
}: {
  initial: string;
  max: number;
  onSave: (content: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onSave(text.trim());
      }}
    >
      <textarea
        data-testid="edit-input"
        aria-label={arTalk.talk.edit}
        value={text}
        maxLength={max}
        rows={2}
        onChange={(e) => setText(e.target.value)}
        className={`${fieldClass(false)} resize-none`}
      />
      <div className="flex gap-2">
        <Button type="submit" className="min-h-9 px-3 py-1 text-sm" disabled={!text.trim()}>
          {arTalk.talk.save}
        </Button>
        <Button variant="ghost" className="min-h-9 px-3 py-1 text-sm" onClick={onCancel}>
          {arTalk.talk.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Asks for a reason and sends the report through `report`. */
export function ReportDialog({
  open,
  onClose,
  report,
}: {
  open: boolean;
  onClose: () => void;
  report: (reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    setPending(true);
    setError(null);
    try {
      await report(reason.trim());
      toast.success(arTalk.talk.reportSent);
      setReason('');
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal open={open} title={arTalk.talk.reportTitle} onClose={onClose}>
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} data-testid="report-form">
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-night-200">
          {arTalk.talk.reportReason}
          <textarea
            value={reason}
            maxLength={500}
            rows={3}
            placeholder={arTalk.talk.reportPlaceholder}
            onChange={(e) => setReason(e.target.value)}
            className={`${fieldClass(Boolean(error))} resize-none`}
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-blood-300">
            {error}
          </p>
        )}
        <Button type="submit" disabled={!reason.trim()} pending={pending}>
          {arTalk.talk.report}
        </Button>
      </form>
    </Modal>
  );
}
