/**
 * Web push's kinds, notification links and sentences (issue 26, part 2), shared with the server so a
 * push says and opens what the game's own notification and toast do.
 */
export {
  notificationLink,
  PUSH_KIND_PAGE,
  PUSH_KINDS,
  type PageLink,
  type PushKind,
} from '../../../server/src/game/push.rules';
export {
  PUSH_TITLE,
  RELEASE_PAGE,
  RELEASE_TEXT,
  trainingCompletedText,
} from '../../../server/src/game/push-texts.rules';
