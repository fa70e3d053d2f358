import { useState } from 'react';
import type { AdminSuggestionDto } from '../../../api/generated/model/adminSuggestionDto';
import { Modal } from '../../../components/Modal';
import { TextAreaField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime } from '../../../lib/format';
import { FormButtons } from '../CatalogueFormFields';

/** The detail modal: the whole message, its author and, once handled, the notes and the date. */
export function SuggestionDetailDialog({
  suggestion,
  onClose,
}: {
  suggestion: AdminSuggestionDto | null;
  onClose: () => void;
}) {
  const t = ar.adminSuggestions;
  const s = ar.suggestions;
  if (!suggestion) return null;
  const rows: [string, string | null][] = [
    [t.columns.type, s.types[suggestion.type]],
    [t.columns.status, s.statuses[suggestion.status]],
    [t.columns.user, suggestion.user.username],
    [t.email, suggestion.user.email],
    [t.character, suggestion.user.characterName],
    [t.columns.date, formatLongDateTime(suggestion.createdAt)],
    [t.resolvedAt, formatLongDateTime(suggestion.resolvedAt)],
  ];
  return (
    <Modal open title={t.detailTitle} onClose={onClose}>
      <div className="flex flex-col gap-3" data-testid="suggestion-detail">
        <h3 className="break-words text-lg font-extrabold text-white">{suggestion.title}</h3>
        <p className="whitespace-pre-line break-words leading-relaxed text-night-100">{suggestion.message}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-night-400">{label}</dt>
                <dd className="break-words text-night-100">{value}</dd>
              </div>
            ))}
        </dl>
        {suggestion.adminNotes && (
          <div className="rounded-xl bg-emerald-500/10 p-3">
            <p className="text-xs font-bold text-emerald-300">{s.adminNotes}</p>
            <p className="whitespace-pre-line break-words text-sm text-night-100">{suggestion.adminNotes}</p>
          </div>
        )}
      </div>
    </Modal>
  );
}

/** The notes modal asked for when a suggestion without notes is marked done. */
export function SuggestionNotesDialog({
  open,
  pending,
  onSave,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  onSave: (notes: string) => void;
  onClose: () => void;
}) {
  const t = ar.adminSuggestions;
  const [notes, setNotes] = useState('');
  return (
    <Modal open={open} title={t.notesTitle} description={t.notesHint} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(notes.trim());
        }}
        data-testid="suggestion-notes-form"
      >
        <TextAreaField
          label={t.notes}
          rows={4}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <FormButtons
          pending={pending}
          submitTestId="suggestion-notes-save"
          saveLabel={t.saveDone}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
