import { useState } from 'react';
import { Eye, Plus } from 'lucide-react';
import {
  getGetGameNewsQueryKey,
  getListGameNewsForAdminQueryKey,
  useCreateGameNews,
  useDeleteGameNews,
  useListGameNewsForAdmin,
  useUpdateGameNews,
} from '../../../api/generated/game-news/game-news';
import type { GameNewsDto } from '../../../api/generated/model/gameNewsDto';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import { NEWS_COLOR_CLASSES, newsCounts, newsPreview } from '../../../lib/news-format';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeleteButton, EditButton, StatusPill } from '../CatalogueItemControls';
import { DELETE_CONFIRMATION, useAdminEditor } from '../use-admin-editor';
import { NEW_NEWS, NewsFormDialog, NewsPreviewDialog, type NewsForm } from './NewsDialogs';

/**
 * Spec 002 sections 2.10, 5, 8: quick statistics, the news list with the 200-character preview and
 * character and word counts, and the add, edit, delete-confirmation and preview dialogs. Loads retry
 * twice, a second apart; every change refetches the list. A failed change raises an alert with the
 * server's text or the fallback (spec 002 section 8, issue 31); successes are toasts.
 */
export function AdminGameNewsSection() {
  const t = ar.adminNews;
  const news = useListGameNewsForAdmin({ query: { staleTime: 30_000, retry: 2, retryDelay: 1000 } });
  const editor = useAdminEditor({
    items: news.data,
    invalidates: [getListGameNewsForAdminQueryKey(), getGetGameNewsQueryKey()],
    messages: t,
    create: useCreateGameNews(),
    update: useUpdateGameNews(),
    remove: useDeleteGameNews(),
    showError: (error, fallback) => window.alert(errorText(error, { fallback })),
  });
  const [previewing, setPreviewing] = useState<GameNewsDto | null>(null);

  const list = news.data ?? [];
  const active = list.filter((item) => item.isActive).length;
  const stats = [
    { key: 'total', label: t.stats.total, value: list.length },
    { key: 'active', label: t.stats.active, value: active },
    { key: 'inactive', label: t.stats.inactive, value: list.length - active },
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="admin-game-news">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {stats.map((stat) => (
          <div key={stat.key} className="rounded-2xl border border-night-800 bg-night-900 p-3 text-center">
            <p className="text-xs text-night-400 sm:text-sm">{stat.label}</p>
            <p className="text-xl font-black text-white sm:text-2xl" data-testid={`news-stat-${stat.key}`}>
              {formatNumber(stat.value)}
            </p>
          </div>
        ))}
      </div>
      <Button className="self-start" onClick={editor.startCreate} data-testid="news-add">
        <Plus className="size-4" aria-hidden />
        {t.add}
      </Button>
      {news.isError && (
        <ErrorPanel
          detail={errorText(news.error, { fallback: t.loadFailed })}
          onRetry={() => news.refetch()}
        />
      )}
      {news.isPending && <div className="h-40 animate-pulse rounded-2xl bg-night-900/80" />}
      {news.data && list.length === 0 && <EmptyState title={t.empty} />}
      <ul className="flex flex-col gap-3">
        {list.map((item) => {
          const colors = NEWS_COLOR_CLASSES[item.color];
          const counts = newsCounts(item.content);
          return (
            <li
              key={item.id}
              className={`flex flex-col gap-2 rounded-2xl border-s-4 ${colors.accent} bg-night-900 p-4`}
              data-testid="admin-news-item"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className={`min-w-0 break-words font-extrabold ${colors.title}`}>{item.title}</h3>
                <StatusPill enabled={item.isActive} labels={t} />
                <span className="text-xs text-night-400">{t.colors[item.color]}</span>
              </div>
              <p className="whitespace-pre-line break-words text-sm text-night-200">
                {newsPreview(item.content).text}
              </p>
              <p className="text-xs text-night-500">
                {t.counts(counts.chars, counts.words)} · {formatLongDateTime(item.createdAt)}
                {item.admin ? ` · ${t.by(item.admin)}` : ''}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setPreviewing(item)}>
                  <Eye className="size-4" aria-hidden />
                  {t.preview}
                </Button>
                <EditButton onClick={() => editor.startEdit(item.id)} />
                <DeleteButton onClick={() => editor.askDelete(item)} />
              </div>
            </li>
          );
        })}
      </ul>
      {editor.mode.kind !== 'list' && (
        <NewsFormDialog
          key={editor.formKey}
          open
          editing={editor.mode.kind === 'edit'}
          initial={
            editor.editing
              ? {
                  title: editor.editing.title,
                  content: editor.editing.content,
                  color: editor.editing.color,
                  isActive: editor.editing.isActive,
                }
              : NEW_NEWS
          }
          pending={editor.saving}
          onSave={(form: NewsForm) => editor.save(form)}
          onClose={editor.showList}
        />
      )}
      <NewsPreviewDialog news={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        {...DELETE_CONFIRMATION}
        {...editor.deleteDialog}
        question={editor.deleting ? t.deleteQuestion(editor.deleting.title) : ''}
      />
    </div>
  );
}
