/** Emoji -> ids of the users who reacted with it (the `reactions` column of a message). */
export type Reactions = Record<string, string[]>;

/** Different emoji one message may carry. */
export const MAX_REACTION_KINDS = 20;

/**
 * The reactions after `userId` reacts with `emoji`: each user once per emoji, in reaction order.
 * @returns null when the user already reacted with it (no change), or 'too_many' when the message
 *   already carries MAX_REACTION_KINDS other emoji
 */
export function withReaction(
  reactions: Reactions,
  emoji: string,
  userId: string,
): Reactions | null | 'too_many' {
  const users = reactions[emoji] ?? [];
  if (users.includes(userId)) return null;
  if (!reactions[emoji] && Object.keys(reactions).length >= MAX_REACTION_KINDS) return 'too_many';
  return { ...reactions, [emoji]: [...users, userId] };
}

/** The reactions without `userId`'s `emoji`; an emoji nobody uses any more disappears. @returns null when there was none */
export function withoutReaction(reactions: Reactions, emoji: string, userId: string): Reactions | null {
  const users = reactions[emoji];
  if (!users?.includes(userId)) return null;
  const rest = { ...reactions };
  const remaining = users.filter((id) => id !== userId);
  if (remaining.length) rest[emoji] = remaining;
  else delete rest[emoji];
  return rest;
}
