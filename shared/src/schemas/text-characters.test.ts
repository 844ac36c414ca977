import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasLetter,
  isOneLine,
  isText,
  isWellFormed,
  keepsDirection,
  withoutFormatCharacters,
} from './text-characters.ts';

/** A fixed seed, so a failure reproduces (lambdas/test/support/fast-check-seed.ts does the same there). */
const seed = 20_261_127;

/** The platform's own answer (ES2024; the project's TypeScript lib is ES2023). */
const platformIsWellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

describe('isWellFormed', () => {
  it.each([['\uD800'], ['\uDFFF'], ['a\uDC00b'], ['\uDE00\uD83D']])('finds the lone surrogate in %j', (text) => {
    expect(isWellFormed(text)).toBe(false);
  });

  it('takes surrogate pairs as the characters they make', () => {
    expect(isWellFormed('🛡 𝔽 𐀀')).toBe(true);
  });

  it('agrees with String.prototype.isWellFormed on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(isWellFormed(text)).toBe(platformIsWellFormed(text));
      }),
      { seed, numRuns: 2000 },
    );
  });
});

describe('isText', () => {
  it.each([['Grüße aus Köln'], ['two\nlines\r\nand a\ttab'], ['שלום'], ['👩‍💻']])('accepts %j', (text) => {
    expect(isText(text)).toBe(true);
  });

  it.each([['NUL \u0000'], ['ESC \u001b[31m'], ['DEL \u007f'], ['lost \uFFFD byte'], ['lone \uD800']])(
    'refuses %j',
    (text) => {
      expect(isText(text)).toBe(false);
    },
  );
});

describe('isOneLine', () => {
  it.each(['\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f'])('finds the line break %j', (lineBreak) => {
    expect(isOneLine(`555${lineBreak}1234567`)).toBe(false);
  });

  it('takes spaces and tabs as one line', () => {
    expect(isOneLine('Ada \t Lovelace')).toBe(true);
  });
});

describe('keepsDirection', () => {
  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'finds the direction control %j',
    (control) => {
      expect(keepsDirection(`Invoice ${control}txt.exe paid`)).toBe(false);
    },
  );

  it('leaves the left-to-right and right-to-left marks to the people who type them', () => {
    expect(keepsDirection('מחיר\u200E 100 USD')).toBe(true);
  });
});

describe('hasLetter', () => {
  it.each([['Ada'], ['李'], ['Ж'], ['O’Neil'], ['3M']])('finds a letter in %j', (text) => {
    expect(hasLetter(text)).toBe(true);
  });

  it.each([[''], ['--'], ['12345'], ['🙂🙂'], ['(((())))']])('finds none in %j', (text) => {
    expect(hasLetter(text)).toBe(false);
  });
});

describe('withoutFormatCharacters', () => {
  it('drops zero-width spaces and joiners, the soft hyphen, the BOM and the direction marks', () => {
    expect(withoutFormatCharacters('\uFEFFAd\u00ADa\u200B \u200C\u200DLove\u2060lace\u200E\u200F')).toBe(
      'Ada Lovelace',
    );
  });

  it('leaves no format character and changes nothing else, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const stripped = withoutFormatCharacters(text);
        expect(/\p{Cf}/u.test(stripped)).toBe(false);
        expect(withoutFormatCharacters(stripped)).toBe(stripped);
        expect([...stripped]).toEqual([...text].filter((character) => !/^\p{Cf}$/u.test(character)));
      }),
      { seed, numRuns: 2000 },
    );
  });
});
