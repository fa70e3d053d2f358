import { Ban, LogOut, VolumeX } from 'lucide-react';
import type { GlobalMessageDto } from '../../api/generated/model/globalMessageDto';
import { VipName } from '../../components/VipName';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PlayerLink } from '../../components/PlayerLink';
import { arTalk } from '../../i18n/ar-talk';
import { ChatMessage, type MessageHandlers } from './ChatMessage';
import { IconButton } from './TalkBits';
import { formatMessageTime, GLOBAL_MESSAGE_MAX } from './talk-rules';

/**
 * One global chat message: avatar, name and time unless it continues the previous author's group,
 * text, reactions and actions; an admin also gets mute, kick and ban for other players' messages.
 */
export function GlobalMessageRow({
  message,
  grouped,
  viewerId,
  isAdmin,
  onMute,
  onKick,
  onBan,
  ...handlers
}: MessageHandlers & {
  message: GlobalMessageDto;
  grouped: boolean;
  viewerId: string | undefined;
  isAdmin: boolean;
  onMute: () => void;
  onKick: () => void;
  onBan: () => void;
}) {
  const own = message.userId === viewerId;
  const t = arTalk.talk;
  return (
    <ChatMessage
      message={message}
      viewerId={viewerId}
      max={GLOBAL_MESSAGE_MAX}
      own={own}
      canDelete={own || isAdmin}
      text={
        <p
          data-testid="message-content"
          dir="auto"
          className="whitespace-pre-wrap break-words text-night-100"
        >
          {message.content}
          {message.isEdited && <span className="ms-2 text-xs text-night-500">({t.edited})</span>}
        </p>
      }
      {...handlers}
    >
      {({ body, reactions, actions }) => (
        <li
          data-testid="global-message"
          data-message-id={message.id}
          data-own={own}
          className={`group flex gap-3 rounded-xl px-2 py-1.5 hover:bg-night-800/40 ${grouped ? '' : 'mt-2'}`}
        >
          <span className="w-9 shrink-0">
            {!grouped && <PlayerAvatar name={message.username} avatarUrl={message.avatarUrl} size="sm" />}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {!grouped && (
              <div className="flex flex-wrap items-baseline gap-2">
                <PlayerLink
                  username={message.username}
                  className={`font-bold hover:underline ${own ? 'text-blood-300' : 'text-white'}`}
                >
                  <VipName name={message.username} isVip={message.isVip} nameClass="" />
                </PlayerLink>
                {message.isAdmin && (
                  <span className="rounded-full bg-gold-500/15 px-2 text-xs font-bold text-gold-300">
                    {t.admin}
                  </span>
                )}
                <time dateTime={message.createdAt} className="text-xs text-night-500">
                  {formatMessageTime(message.createdAt, t)}
                </time>
              </div>
            )}
            {body}
            {reactions}
          </div>
          <div className="flex shrink-0 items-start gap-0.5 opacity-70 transition group-hover:opacity-100 max-sm:flex-col">
            {actions}
            {isAdmin && !own && (
              <>
                <IconButton icon={VolumeX} label={arTalk.globalChat.mute} onClick={onMute} />
                <IconButton icon={LogOut} label={arTalk.globalChat.kick} onClick={onKick} />
                <IconButton icon={Ban} label={arTalk.globalChat.ban} onClick={onBan} />
              </>
            )}
          </div>
        </li>
      )}
    </ChatMessage>
  );
}
