import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  getGetMySuggestionsQueryOptions,
  useCreateSuggestion,
} from '../../api/generated/suggestions/suggestions';
import type { SuggestionDto } from '../../api/generated/model/suggestionDto';
import { SuggestionType } from '../../api/generated/model/suggestionType';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { FieldFrame } from '../../components/TextField';
import { ar } from '../../i18n/ar';
import { arContent } from '../../i18n/ar-content';
import { formatLongDateTime, formatNumber } from '../../lib/format';
import { mySuggestionsAnswered } from '../../realtime/answer-writes';
import { suggestionFormErrors, SUGGESTION_LIMITS, STATUS_CLASSES } from './suggestion-form';

/**
 * `/dashboard/suggestions` (DESIGN.md section 6, "Suggestions"): the form (type, title 3..100,
 * message 10..2000, at most 5 a day) and the player's own suggestions with status and the admin's notes.
 */
export function SuggestionsPage() {
  const session = useSession();
  return (
    <SectionPage bannerKey="home" title={ar.nav.suggestions}>
      {session ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <SuggestionForm />
          <MySuggestions />
        </div>
      ) : (
        <EmptyState title={arContent.suggestions.signInRequired} />
      )}
    </SectionPage>
  );
}

function SuggestionForm() {
  const t = arContent.suggestions;
  const queryClient = useQueryClient();
  const create = useCreateSuggestion();
  const [type, setType] = useState<SuggestionType>(SuggestionType.suggestion);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const errors = suggestionFormErrors(title, message);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.title || errors.message) return;
    create.mutate(
      { data: { type, title: title.trim(), message: message.trim() } },
      {
        onSuccess: (mine) => {
          mySuggestionsAnswered(queryClient, mine);
          toast.success(t.sent);
          setTitle('');
          setMessage('');
          setTouched(false);
        },
        onError: (error) => toast.error(errorText(error, { fallback: t.sendFailed })),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-3xl border border-night-700 bg-night-900/80 p-4 sm:p-6"
      data-testid="suggestion-form"
    >
      <h2 className="text-lg font-extrabold text-white">{t.formTitle}</h2>
      <FieldFrame label={t.type}>
        {(control) => (
          <select
            {...control}
            value={type}
            onChange={(event) => setType(event.target.value as SuggestionType)}
          >
            {Object.values(SuggestionType).map((value) => (
              <option key={value} value={value}>
                {t.types[value]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame
        label={t.titleField}
        error={touched ? errors.title : undefined}
        hint={t.counter(formatNumber(title.length), formatNumber(SUGGESTION_LIMITS.titleMax))}
      >
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={SUGGESTION_LIMITS.titleMax}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FieldFrame>
      <FieldFrame
        label={t.message}
        error={touched ? errors.message : undefined}
        hint={t.counter(formatNumber(message.length), formatNumber(SUGGESTION_LIMITS.messageMax))}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={message}
            maxLength={SUGGESTION_LIMITS.messageMax}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FieldFrame>
      <Button type="submit" pending={create.isPending} className="self-start">
        {t.send}
      </Button>
    </form>
  );
}

function MySuggestions() {
  const t = arContent.suggestions;
  const mine = useQuery(getGetMySuggestionsQueryOptions());
  return (
    <section className="flex flex-col gap-3" data-testid="my-suggestions">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 className="text-lg font-extrabold text-white">{t.mine}</h2>
        {mine.data && (
          <span className="text-sm text-night-400" data-testid="suggestions-remaining">
            {t.remaining(formatNumber(mine.data.remainingToday))}
          </span>
        )}
      </div>
      {mine.isError && (
        <ErrorPanel
          detail={errorText(mine.error, { fallback: t.loadFailed })}
          onRetry={() => mine.refetch()}
        />
      )}
      {mine.isPending && <div className="h-40 animate-pulse rounded-2xl bg-night-900/80" />}
      {mine.data && mine.data.suggestions.length === 0 && <EmptyState title={t.none} />}
      {mine.data && mine.data.suggestions.length > 0 && (
        <ul className="flex flex-col gap-3">
          {mine.data.suggestions.map((suggestion) => (
            <SuggestionItem key={suggestion.id} suggestion={suggestion} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SuggestionItem({ suggestion }: { suggestion: SuggestionDto }) {
  const t = arContent.suggestions;
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-night-700 bg-night-900/80 p-4"
      data-testid="my-suggestion"
      data-status={suggestion.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-night-800 px-2.5 py-0.5 text-xs font-bold text-night-200">
          {t.types[suggestion.type]}
        </span>
        <h3 className="min-w-0 break-words font-extrabold text-white">{suggestion.title}</h3>
        <span
          className={`ms-auto rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_CLASSES[suggestion.status]}`}
        >
          {t.statuses[suggestion.status]}
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed text-night-200">
        {suggestion.message}
      </p>
      <p className="text-xs text-night-500">{formatLongDateTime(suggestion.createdAt)}</p>
      {suggestion.adminNotes && (
        <div className="rounded-xl bg-emerald-500/10 p-3" data-testid="suggestion-notes">
          <p className="text-xs font-bold text-emerald-300">{t.adminNotes}</p>
          <p className="whitespace-pre-line break-words text-sm text-night-100">{suggestion.adminNotes}</p>
        </div>
      )}
    </li>
  );
}
