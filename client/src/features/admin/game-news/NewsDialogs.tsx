import { useState, type FormEvent } from 'react';
import type { GameNewsDto } from '../../../api/generated/model/gameNewsDto';
import { NewsColor } from '../../../api/generated/model/newsColor';
import { Modal } from '../../../components/Modal';
import { TextAreaField, TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime } from '../../../lib/format';
import { NEWS_COLOR_CLASSES, newsCounts } from '../../../lib/news-format';
import { EnabledCheckbox, FormButtons } from '../CatalogueFormFields';

/** The add and edit form's values. */
export interface NewsForm {
  title: string;
  content: string;
  color: NewsColor;
  isActive: boolean;
}

export const NEW_NEWS: NewsForm = { title: '', content: '', color: NewsColor.blue, isActive: true };

/** Spec 002 sections 2.10 and 5: the add/edit dialog; title and content must be non-blank. */
export function NewsFormDialog({
  open,
  editing,
  initial,
  pending,
  onSave,
  onClose,
}: {
  open: boolean;
  editing: boolean;
  initial: NewsForm;
  pending: boolean;
  onSave: (form: NewsForm) => void;
  onClose: () => void;
}) {
  const t = ar.adminNews;
  const [form, setForm] = useState(initial);
  const counts = newsCounts(form.content);
  const set = <K extends keyof NewsForm>(key: K, value: NewsForm[K]) => setForm({ ...form, [key]: value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 002 sections 5 and 8: blank fields raise the alert, nothing is sent.
    if (!form.title.trim() || !form.content.trim()) {
      window.alert(t.requiredFields);
      return;
    }
    onSave({ ...form, title: form.title.trim(), content: form.content.trim() });
  };

  return (
    <Modal open={open} title={editing ? t.editTitle : t.createTitle} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="news-form">
        <TextField
          label={t.titleField}
          value={form.title}
          maxLength={200}
          onChange={(e) => set('title', e.target.value)}
        />
        <TextAreaField
          label={t.content}
          hint={t.counts(counts.chars, counts.words)}
          rows={6}
          value={form.content}
          maxLength={5000}
          onChange={(e) => set('content', e.target.value)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-night-200">{t.color}</legend>
          <div className="flex flex-wrap gap-2">
            {Object.values(NewsColor).map((color) => (
              <label
                key={color}
                className={`flex cursor-pointer items-center gap-1.5 rounded-full border-2 px-3 py-1 text-xs font-bold ${
                  form.color === color ? NEWS_COLOR_CLASSES[color].accent : 'border-night-700'
                } ${NEWS_COLOR_CLASSES[color].soft} ${NEWS_COLOR_CLASSES[color].title}`}
              >
                <input
                  type="radio"
                  name="news-color"
                  value={color}
                  checked={form.color === color}
                  onChange={() => set('color', color)}
                  className="sr-only"
                />
                {t.colors[color]}
              </label>
            ))}
          </div>
        </fieldset>
        <EnabledCheckbox
          label={t.isActive}
          checked={form.isActive}
          onChange={(isActive) => set('isActive', isActive)}
        />
        <FormButtons pending={pending} submitTestId="news-save" onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** The full preview of one news item, as players see it. */
export function NewsPreviewDialog({ news, onClose }: { news: GameNewsDto | null; onClose: () => void }) {
  const t = ar.adminNews;
  if (!news) return null;
  const colors = NEWS_COLOR_CLASSES[news.color];
  return (
    <Modal open title={t.preview} onClose={onClose}>
      <article
        className={`rounded-2xl border-s-4 ${colors.accent} ${colors.soft} p-4`}
        data-testid="news-preview"
      >
        <h3 className={`font-extrabold ${colors.title}`}>{news.title}</h3>
        <p className="mt-1 text-xs text-night-400">
          {formatLongDateTime(news.createdAt)}
          {news.admin ? ` · ${t.by(news.admin)}` : ''}
        </p>
        <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-night-100">{news.content}</p>
      </article>
    </Modal>
  );
}
