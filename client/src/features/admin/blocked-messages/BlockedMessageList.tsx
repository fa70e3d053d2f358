import { Globe, Mail } from 'lucide-react';
import type { BlockedMessageDto } from '../../../api/generated/model/blockedMessageDto';
import { EmptyState } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime } from '../../../lib/format';

/** Spec 002 section 2.13: the list of blocked messages (pure rendering). */
export function BlockedMessageList({ messages }: { messages: readonly BlockedMessageDto[] }) {
  if (messages.length === 0) return <EmptyState title={ar.adminBlocked.empty} />;
  return (
    <ul className="flex flex-col gap-3" data-testid="blocked-list">
      {messages.map((message) => (
        <BlockedMessageRow key={message.id} message={message} />
      ))}
    </ul>
  );
}

function BlockedMessageRow({ message }: { message: BlockedMessageDto }) {
  const t = ar.adminBlocked;
  const isPrivate = message.messageType === 'PRIVATE';
  const receiver = message.Receiver?.username;
  return (
    <li
      data-testid="blocked-row"
      data-type={message.messageType}
      data-category={message.category}
      className="flex flex-col gap-2 rounded-2xl border border-night-800 bg-night-900/80 p-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-night-800 px-2.5 py-0.5 text-xs font-bold text-night-200">
          {isPrivate ? <Mail className="size-3" aria-hidden /> : <Globe className="size-3" aria-hidden />}
          {t.types[message.messageType] ?? message.messageType}
        </span>
        <span className="rounded-full bg-blood-600/20 px-2.5 py-0.5 text-xs font-bold text-blood-300">
          {t.categories[message.category] ?? message.category}
        </span>
        <span className="font-bold text-white" data-testid="blocked-username">
          {message.username || t.unknownUser}
        </span>
        {isPrivate && (
          <span className="text-night-300">
            {t.to} <span className="font-bold text-white">{receiver || t.unknownUser}</span>
          </span>
        )}
        <span className="ms-auto text-xs text-night-400">{formatLongDateTime(message.createdAt)}</span>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-night-400">{t.original}</dt>
          <dd className="whitespace-pre-wrap break-words text-night-100" data-testid="blocked-original">
            {message.originalContent}
          </dd>
        </div>
        <div>
          <dt className="text-night-400">{t.filtered}</dt>
          <dd className="whitespace-pre-wrap break-words text-night-300">{message.filteredContent}</dd>
        </div>
      </dl>
      {message.matchedWords.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="text-night-400">{t.matchedWords}:</span>
          {message.matchedWords.map((word, index) => (
            <span
              key={`${word}-${index}`}
              className="rounded-md bg-night-800 px-2 py-0.5 font-bold text-gold-300"
              data-testid="blocked-word"
            >
              {word}
            </span>
          ))}
        </div>
      )}
    </li>
  );
}
