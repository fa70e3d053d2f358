/**
 * The chat word filter (DESIGN.md section 6, Chat): normalise the text, split it into words and
 * look each word (or run of words) up in the category lists. Plain functions, no Nest.
 */

export const FILTER_CATEGORIES = [
  'arabicSexual',
  'englishSexual',
  'arabicHarassment',
  'englishHarassment',
] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

export interface FilterWord {
  word: string;
  category: FilterCategory;
}

export interface FilterResult {
  blocked: boolean;
  /** Category of the first listed word found in the text, or null when clean. */
  category: FilterCategory | null;
  /** The listed words found (as listed), without duplicates, in order of appearance. */
  matchedWords: string[];
  /** The text with every matched word replaced by asterisks (same length). */
  filtered: string;
}

const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3]/u;
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu;
/** Characters a word is made of; marks and tatweel stay inside the word they decorate. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}\u0640@$]/u;

const ARABIC_VARIANTS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ئ: 'ي',
  ؤ: 'و',
  ة: 'ه',
  ک: 'ك',
};

/** Arabizi: digits standing for Arabic letters inside an Arabic word (3 = ع, 7 = ح ...). */
const ARABIZI_DIGITS: Record<string, string> = {
  '2': 'ا',
  '3': 'ع',
  '5': 'خ',
  '6': 'ط',
  '7': 'ح',
  '8': 'غ',
  '9': 'ق',
};

/** Leetspeak and Cyrillic look-alikes inside a Latin word (0 = o, 1 = i, @ = a ...). */
const LATIN_LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  к: 'k',
  м: 'm',
  т: 't',
};

/** Prefixes glued to an Arabic word (and, the, by, for, O ...) that do not change the insult. */
const ARABIC_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'يا', 'و', 'ف', 'ب', 'ل'];

const toAsciiDigits = (s: string) => s.replace(/[٠-٩]/gu, (d) => String(d.charCodeAt(0) - 0x0660));

const mapChars = (s: string, table: Record<string, string>) => Array.from(s, (c) => table[c] ?? c).join('');

/** Arabic form of a word: no diacritics or tatweel, one alef, ي for ى, ه for ة, Arabizi digits as letters. */
export function normalizeArabic(word: string): string {
  const base = toAsciiDigits(word.normalize('NFKC')).replace(ARABIC_MARKS, '').toLowerCase();
  return mapChars(mapChars(base, ARABIC_VARIANTS), ARABIZI_DIGITS);
}

/** Latin form of a word: lower case, no accents, leetspeak digits and look-alikes as letters. */
export function normalizeLatin(word: string): string {
  const base = toAsciiDigits(word.normalize('NFKC')).toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return mapChars(base, LATIN_LOOKALIKES);
}

/** The word as written, lower case (Arabizi entries such as `7mar` are matched this way). */
const rawForm = (word: string) =>
  toAsciiDigits(word.normalize('NFKC')).toLowerCase().replace(ARABIC_MARKS, '');

/** The canonical form a listed word is compared in. */
export function canonicalForm(word: string): string {
  if (ARABIC_LETTER.test(word)) return normalizeArabic(word);
  if (/\d/u.test(word)) return rawForm(word);
  return normalizeLatin(word);
}

const squeeze = (s: string) => s.replace(/(.)\1+/gu, '$1');
const isStretched = (s: string) => /(.)\1\1/u.test(s);

interface Token {
  start: number;
  end: number;
  /** Every form this word may match a listed word in. */
  forms: Set<string>;
  /** Forms also allowed for the first word of an entry (Arabic prefixes stripped). */
  firstForms: Set<string>;
}

function formsOf(word: string): { forms: Set<string>; firstForms: Set<string> } {
  const forms = new Set<string>();
  const add = (form: string) => {
    if (!form) return;
    forms.add(form);
    // A stretched word (fuuuck, كلبببب) also matches with its repeated letters squeezed.
    if (isStretched(form)) forms.add(`~${squeeze(form)}`);
  };
  if (ARABIC_LETTER.test(word)) add(normalizeArabic(word));
  add(normalizeLatin(word));
  add(rawForm(word));
  const firstForms = new Set(forms);
  for (const form of forms) {
    if (!ARABIC_LETTER.test(form)) continue;
    const plain = form.startsWith('~') ? form.slice(1) : form;
    for (const prefix of ARABIC_PREFIXES) {
      if (plain.startsWith(prefix) && plain.length - prefix.length >= 2) {
        const rest = plain.slice(prefix.length);
        firstForms.add(rest);
        if (isStretched(rest)) firstForms.add(`~${squeeze(rest)}`);
      }
    }
  }
  return { forms, firstForms };
}

/** Splits text into words, keeping each word's position in the original string. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  const flush = (end: number) => {
    if (start < 0) return;
    tokens.push({ start, end, ...formsOf(text.slice(start, end)) });
    start = -1;
  };
  let i = 0;
  for (const char of text) {
    if (WORD_CHAR.test(char)) {
      if (start < 0) start = i;
    } else {
      flush(i);
    }
    i += char.length;
  }
  flush(i);
  return tokens;
}

/** Joins runs of three or more one-letter words (f u c k, ك ل ب) into one extra word. */
function spelledOutWords(text: string, tokens: Token[]): Token[] {
  const joined: Token[] = [];
  let run: Token[] = [];
  const close = () => {
    if (run.length >= 3) {
      const word = run.map((t) => text.slice(t.start, t.end)).join('');
      joined.push({ start: run[0].start, end: run[run.length - 1].end, ...formsOf(word) });
    }
    run = [];
  };
  for (const token of tokens) {
    if (Array.from(text.slice(token.start, token.end).replace(ARABIC_MARKS, '')).length === 1)
      run.push(token);
    else close();
  }
  close();
  return joined;
}

interface IndexEntry {
  word: string;
  category: FilterCategory;
  parts: string[];
}

/** The lists, indexed by the canonical form of each entry's first word. */
export interface WordIndex {
  byFirst: Map<string, IndexEntry[]>;
}

export function buildWordIndex(words: readonly FilterWord[]): WordIndex {
  const byFirst = new Map<string, IndexEntry[]>();
  const add = (key: string, entry: IndexEntry) => {
    const list = byFirst.get(key) ?? [];
    if (!list.some((e) => e.word === entry.word && e.parts.length === entry.parts.length)) list.push(entry);
    byFirst.set(key, list);
  };
  for (const { word, category } of words) {
    const parts = word.trim().split(/\s+/u).filter(Boolean).map(canonicalForm).filter(Boolean);
    if (parts.length === 0) continue;
    const entry = { word: word.trim(), category, parts };
    add(parts[0], entry);
    add(`~${squeeze(parts[0])}`, entry);
  }
  return { byFirst };
}

const partMatches = (token: Token, part: string) =>
  token.forms.has(part) || token.forms.has(`~${squeeze(part)}`);

/**
 * Checks a text against the lists with whole-word matching: a listed word inside a longer clean
 * word (زب in زبون, ass in class) does not match.
 */
export function checkText(text: string, index: WordIndex): FilterResult {
  const tokens = tokenize(text);
  const hits: { start: number; end: number; entry: IndexEntry }[] = [];
  const tryAt = (list: Token[], i: number, keys: Set<string>) => {
    for (const key of keys) {
      for (const entry of index.byFirst.get(key) ?? []) {
        const last = i + entry.parts.length - 1;
        if (last >= list.length) continue;
        if (entry.parts.slice(1).every((part, j) => partMatches(list[i + 1 + j], part))) {
          hits.push({ start: list[i].start, end: list[last].end, entry });
        }
      }
    }
  };
  tokens.forEach((token, i) => tryAt(tokens, i, token.firstForms));
  const spelled = spelledOutWords(text, tokens);
  spelled.forEach((token, i) => tryAt(spelled, i, token.forms));

  if (hits.length === 0) return { blocked: false, category: null, matchedWords: [], filtered: text };
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const matchedWords = [...new Set(hits.map((h) => h.entry.word))];
  let filtered = '';
  let cursor = 0;
  for (const hit of hits) {
    if (hit.end <= cursor) continue;
    const from = Math.max(cursor, hit.start);
    filtered += text.slice(cursor, from) + text.slice(from, hit.end).replace(/\S/gu, '*');
    cursor = hit.end;
  }
  filtered += text.slice(cursor);
  return { blocked: true, category: hits[0].entry.category, matchedWords, filtered };
}
