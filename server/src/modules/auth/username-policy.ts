/**
 * What a username must be beyond the form's rules (3 to 15 letters, digits, `_`, `.`, `-` after
 * trimming; spec 000 section 5). Every other player sees it, so it may not look empty, hide
 * characters, or imitate another player's name with look-alike letters.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/u;
const TATWEEL = /\u0640/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Scripts whose letters stand in for one another (Latin a, Cyrillic а, Greek α). */
const LOOK_ALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

export const USERNAME_PROBLEMS = {
  invisible: 'اسم المستخدم يحتوي على رموز غير مرئية',
  specialForms: 'اسم المستخدم يحتوي على حروف بأشكال خاصة، اكتبه بالحروف العادية',
  tatweel: 'اسم المستخدم لا يمكن أن يحتوي على التطويل (ـ)',
  needsLetterOrDigit: 'اسم المستخدم يجب أن يحتوي على حرف أو رقم واحد على الأقل',
  mixedScripts: 'اسم المستخدم لا يمكن أن يجمع بين الحروف اللاتينية والسيريلية واليونانية',
} as const;

/**
 * @returns the Arabic sentences naming what is wrong with `username`, none when it may be used:
 * invisible characters (Hangul fillers, zero-width and direction marks), compatibility forms that
 * imitate ordinary letters (full-width, mathematical, Arabic presentation forms), tatweel (stretches
 * a name into a look-alike of another), no letter or digit at all, and Latin mixed with Cyrillic or
 * Greek.
 */
export function usernameProblems(username: string): string[] {
  const problems: string[] = [];
  if (INVISIBLE.test(username)) problems.push(USERNAME_PROBLEMS.invisible);
  else if (username.normalize('NFKC') !== username) problems.push(USERNAME_PROBLEMS.specialForms);
  if (TATWEEL.test(username)) problems.push(USERNAME_PROBLEMS.tatweel);
  if (!LETTER_OR_DIGIT.test(username.replace(/\u0640/gu, '')))
    problems.push(USERNAME_PROBLEMS.needsLetterOrDigit);
  const scripts = LOOK_ALIKE_SCRIPTS.filter((script) => script.test(username));
  if (scripts.length > 1) problems.push(USERNAME_PROBLEMS.mixedScripts);
  return problems;
}

const NOT_SHOWN = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u0640]/gu;
/** A display name is at most as long as a username (spec 000 section 5), in characters. */
const DISPLAY_NAME_MAX = 15;

/**
 * A name chosen outside the game (the Google profile name), made fit to show other players until
 * account setup sets the username: compatibility forms folded, invisible characters and tatweel
 * dropped, spaces collapsed, cut to 15 characters. `fallback` when nothing showable is left or the
 * letters break the username policy (Latin mixed with Cyrillic or Greek, no letter or digit).
 */
export function displayNameFrom(name: string | null, fallback: string): string {
  const cleaned = (name ?? '').normalize('NFKC').replace(NOT_SHOWN, '').replace(/\s+/gu, ' ').trim();
  const shown = Array.from(cleaned).slice(0, DISPLAY_NAME_MAX).join('').trim();
  const letters = shown.replace(/ /g, '');
  return letters && usernameProblems(letters).length === 0 ? shown : fallback;
}
