import { useState, type ReactNode } from 'react';
import { Flag, Pencil, Trash2 } from 'lucide-react';
import { arTalk } from '../../i18n/ar-talk';
import { EditBox, IconButton, ReactionBar, ReactionButton, ReactionChips } from './TalkBits';

/** The pieces of one chat message that its row places (a line in global chat, a bubble in a conversation). */
export interface ChatMessageParts {
  /** The message's text, or the edit box while its author edits it. */
  body: ReactNode;
  /** The reaction chips, then the emoji picker while it is open. */
  reactions: ReactNode;
  /** React; edit (own message); delete (when `canDelete`); report (someone else's message). */
  actions: ReactNode;
}

/** What a reader can do to a message; the page sends each over the socket. */
export interface MessageHandlers {
  onReact: (emoji: string) => void;
  /** Resolves once the edit is saved; the edit box then closes. */
  onEdit: (content: string) => Promise<void>;
  onDelete: () => void;
  onReport: () => void;
}

interface ChatMessageProps extends MessageHandlers {
  message: { content: string; reactions: Record<string, string[]> };
  viewerId: string | undefined;
  /** The longest text an edit may save (the send limit of this chat). */
  max: number;
  own: boolean;
  /** The author may delete their message; in global chat an admin may delete anyone's. */
  canDelete: boolean;
  /** The message's text as its row shows it outside editing. */
  text: ReactNode;
  /** Lays the parts out. */
  children: (parts: ChatMessageParts) => ReactNode;
}

/**
 * What global chat and private conversations share in a message (spec 000 section 7): inline edit,
 * reactions with their picker, and the edit/delete/report actions. The caller owns the row's layout.
 */
export function ChatMessage({
  message,
  viewerId,
  max,
  own,
  canDelete,
  text,
  onReact,
  onEdit,
  onDelete,
  onReport,
  children,
}: ChatMessageProps) {
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const t = arTalk.talk;
  const body = editing ? (
    <EditBox
      initial={message.content}
      max={max}
      onCancel={() => setEditing(false)}
      onSave={(content) => void onEdit(content).then(() => setEditing(false))}
    />
  ) : (
    text
  );
  const reactions = (
    <>
      <ReactionChips reactions={message.reactions} viewerId={viewerId} onToggle={onReact} />
      {picking && (
        <ReactionBar
          onPick={(emoji) => {
            setPicking(false);
            onReact(emoji);
          }}
        />
      )}
    </>
  );
  const actions = (
    <>
      <ReactionButton open={picking} onToggle={() => setPicking((open) => !open)} />
      {own && !editing && <IconButton icon={Pencil} label={t.edit} onClick={() => setEditing(true)} />}
      {canDelete && <IconButton icon={Trash2} label={t.delete} onClick={onDelete} />}
      {!own && <IconButton icon={Flag} label={t.report} onClick={onReport} />}
    </>
  );
  return children({ body, reactions, actions });
}
