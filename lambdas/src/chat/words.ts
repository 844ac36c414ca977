/**
 * Words as the assistant compares them: lower-cased, without question words and
 * fillers, lightly stemmed ("utilities" → "utility"), and matched with room for a
 * typo ("diod", "digtal"). The search index and the topic finder use the same
 * rules, so a question and the content meet on the same terms.
 */

/** Words that carry no topic: question words, pronouns, fillers, and our own name (it is on every page). */
const stopWords = new Set(
  (
    'a about above after all also am an and any anything are as at be been being but by can could did do does ' +
    'doing for from get give got had has have having he her here hers him his how i if in into is it its just ' +
    'know let like me more most much my need no not now of off on one only or other our ours out over please ' +
    'really she should so some something such tell than thank thanks that the their them then there these they ' +
    'thing things this those through to too us very want was we well were what whats when where which while who ' +
    'whom why will with would yes you your yours ferrum shield today offer offers provide explain describe ' +
    'information info details kind kinds type types up coming going happening s t im ive id youre hi hello hey ' +
    'ok okay pls plz u ur r guys anyone someone there sure maybe actually basically currently many open rn lol'
  ).split(' '),
);

/** A light suffix stemmer, applied to the index and the question alike ("utilities" → "utility"). */
export function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 5 && term.endsWith('ing')) return term.slice(0, -3);
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** Lower-cases, drops stop words and single letters, stems; null for a word that carries no topic. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/[’']/g, '');
  if (lower.length < 2 || stopWords.has(lower)) return null;
  return stem(lower);
}

/** The words of `text` as they are written (letters and digits; "24/7" and "10gbe" stay whole). */
export function words(text: string): string[] {
  return text.match(/\d+\/\d+|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/** The terms of `text`: its words, processed; stop words left out. */
export function terms(text: string): string[] {
  return words(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

/** True when `a` and `b` differ by at most `limit` edits (insert, delete, substitute, swap two neighbours). */
export function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  // Optimal string alignment distance, stopped early once every cell of a row is over the limit.
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, twoBack[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return false;
    twoBack = previous;
    previous = current;
  }
  return previous[b.length]! <= limit;
}

/** The terms the assistant knows (the content's and the buyers' words); only other words can be typos. */
const vocabulary = new Set<string>();

/** Adds `text`'s terms to the words the assistant knows. */
export function learnTerms(text: string): void {
  for (const term of terms(text)) vocabulary.add(term);
}

/** True when `short` abbreviates `long` ("tech" for "technology", "exec" for "executive"). */
export function abbreviates(short: string, long: string): boolean {
  return short.length >= 4 && long.length > short.length && long.startsWith(short);
}

/** How many typos a word of this length may carry and still be recognised. */
export function typoAllowance(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** True when the visitor's term `written` stands for the known term `known`: the same, or a typo away ("diod", "digtal"). */
export function termMatches(written: string, known: string): boolean {
  if (written === known) return true;
  // A word the assistant knows is not a typo of another ("ports" is not "posts").
  if (vocabulary.has(written)) return false;
  // Both short: "ot" must not match "it".
  if (Math.min(written.length, known.length) < 4) return false;
  return withinEdits(written, known, typoAllowance(Math.min(written.length, known.length)));
}
