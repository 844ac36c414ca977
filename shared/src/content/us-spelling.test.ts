/**
 * The site writes US English (issue 32): a New York company that prints US dates. This
 * reads the copy's sources as text (the content modules, the articles, the page table's
 * titles and descriptions, the assistant's own sentences and the knowledge base's sentence
 * templates) and fails on a UK spelling, naming the file, the line and the word. Comments
 * are skipped: they are the engineers' notes, not copy. The evaluation cases under
 * lambdas/eval/cases keep the visitors' own words and are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every copy source: a folder's modules (not its tests), or one file. */
const copyFiles = [
  ...filesIn('shared/src/content', '.ts'),
  ...filesIn('shared/src/content/posts', '.md'),
  ...filesIn('web/src/content', '.ts'),
  'shared/src/pages.ts',
  'lambdas/src/chat/assistant-copy.ts',
  'lambdas/src/chat/knowledge-base.ts',
];

function filesIn(folder: string, extension: string): string[] {
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(extension) && !name.endsWith(`.test${extension}`))
    .map((name) => `${folder}/${name}`);
}

/**
 * The UK spellings the copy held before issue 32, by family, each with its inflections
 * ("behaviour", "behavioural"; "authorised", "unauthorised"). Short on purpose: it keeps
 * those from coming back, it is not a dictionary. "analyses" stays allowed (the plural
 * of analysis).
 */
const ukSpellings: readonly RegExp[] = [
  /\b(behaviour|colour|favour|harbour)\w*/gi, // US -or
  /\b\w*(centre|theatre|metre|litre|fibre)(s|d)?\b/gi, // US -er
  /\b(programme|licence|defence|enquiry|enquiries|judgement|acknowledgement)s?\b/gi, // program, license, defense, inquiry, judgment, acknowledgment
  /\bpractis(e|ed|es|ing)\b/gi, // the verb is "practice" too
  /\b(modell|labell|signall|cancell|travell)(ed|ing|er|ers)\b/gi, // one l: modeled, labeled, signaling, canceled
  /\b\w+isations?\b/gi, // -ization
  /\b\w*(authoris|organis|categoris|prioritis|synchronis|standardis|recognis|minimis|optimis)(e|ed|es|ing)\b/gi, // -ize
  /\banalys(e|ed|ing|er|ers)\b/gi, // analyze
];

/** Names keep their own spelling: a venue, an address. */
const allowed: readonly string[] = ['Dubai World Trade Centre', 'Trade Centre 2'];

/** `/* … *\/` and `// …` comments blanked, their line breaks kept so line numbers still match. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** Each UK spelling in `text`: `line: word`. */
function ukSpellingsIn(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const named = allowed.reduce((rest, name) => rest.replaceAll(name, ' '), line);
    return ukSpellings.flatMap((pattern) => [...named.matchAll(pattern)].map(([word]) => `${index + 1}: ${word}`));
  });
}

describe('US spelling', () => {
  it('reads every copy folder', () => {
    for (const folder of ['shared/src/content/', 'shared/src/content/posts/', 'web/src/content/']) {
      expect(copyFiles.filter((file) => file.startsWith(folder)).length).toBeGreaterThan(0);
    }
  });

  it('catches the listed spellings and lets names keep theirs', () => {
    expect(
      ukSpellingsIn(
        'Safe Harbour: research authorised at the Dubai World Trade Centre, behavioural analytics, a data-centre programme\nthe analyses we practise',
      ),
    ).toEqual(['1: Harbour', '1: behavioural', '1: centre', '1: programme', '1: authorised', '2: practise']);
    expect(ukSpellingsIn(withoutComments('/** A colour note. */\nconst label = "Color"; // the colour'))).toEqual([]);
  });

  it.each(copyFiles)('%s', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const text = file.endsWith('.ts') ? withoutComments(source) : source;
    expect(
      ukSpellingsIn(text).map((hit) => `${file}:${hit}`),
      'UK spelling in the copy: write US English, or allow a name that keeps its own',
    ).toEqual([]);
  });
});
