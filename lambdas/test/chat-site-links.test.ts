import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { brand } from '@ferrum/shared';
import { checkLinks, checkedLinkTarget, createStreamingLinkCheck } from '../src/chat/site-links.ts';

type Node = ReturnType<typeof fromMarkdown> | ReturnType<typeof fromMarkdown>['children'][number];

/** Where `markdown` links, as the widget's renderer reads it: links, references, images, autolinks. */
function liveTargets(markdown: string): string[] {
  const tree = fromMarkdown(markdown);
  const definitions = new Map<string, string>();
  const targets: string[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    if ('children' in node) node.children.forEach(visit);
  };
  const collect = (node: Node): void => {
    if (node.type === 'link' || node.type === 'image') targets.push(node.url);
    if (node.type === 'linkReference' || node.type === 'imageReference')
      targets.push(definitions.get(node.identifier) ?? '');
    if ('children' in node) node.children.forEach(collect);
  };
  visit(tree);
  collect(tree);
  return targets;
}

/** All that `createStreamingLinkCheck` lets out for `pieces`, checking at every step that nothing else links. */
function streamed(pieces: readonly string[]): { out: string[]; text: string } {
  const check = createStreamingLinkCheck();
  const out: string[] = [];
  for (const piece of pieces) {
    out.push(check.push(piece));
    const sofar = out.join('');
    for (const target of liveTargets(sofar)) expect(checkedLinkTarget(target), `${target} in ${sofar}`).toBe(target);
  }
  out.push(check.flush());
  return { out, text: out.join('') };
}

/** `text` cut into pieces of the given sizes, in turn (the last piece takes what is left). */
function cut(text: string, sizes: readonly number[]): string[] {
  const pieces: string[] = [];
  for (let at = 0, turn = 0; at < text.length; turn++) {
    const size = sizes.length ? (sizes[turn % sizes.length] ?? 1) : text.length;
    pieces.push(text.slice(at, at + size));
    at += size;
  }
  return pieces;
}

const referenceBypass = 'Call our [emergency line][sos].\n\n[sos]: tel:+19005550199';
const titleBypass = '[support](mailto:help@evil.example "t")';

describe('every link of an answer is checked against the page table', () => {
  it('keeps pages of the site, and anchors their pages have', () => {
    expect(checkedLinkTarget('/products/data-diode')).toBe('/products/data-diode');
    expect(checkedLinkTarget('/products/data-diode#specifications')).toBe('/products/data-diode#specifications');
    expect(checkedLinkTarget('/company/careers/account-executive#apply')).toBe(
      '/company/careers/account-executive#apply',
    );
    expect(checkedLinkTarget('/company/contact/')).toBe('/company/contact');
    expect(checkedLinkTarget(`${brand.siteUrl}/services/mdr`)).toBe('/services/mdr');
  });

  it('links the page when the anchor is unknown, and drops unknown pages and other sites', () => {
    expect(checkedLinkTarget('/products/data-diode#pricing')).toBe('/products/data-diode');
    expect(checkedLinkTarget('/products/firewall')).toBeUndefined();
    expect(checkedLinkTarget('/pricing')).toBeUndefined();
    expect(checkedLinkTarget('https://evil.example/phish')).toBeUndefined();
    expect(checkedLinkTarget('//evil.example')).toBeUndefined();
    expect(checkedLinkTarget('javascript:alert(1)')).toBeUndefined();
  });

  it('keeps only our own e-mail addresses and phone numbers', () => {
    expect(checkedLinkTarget(`mailto:${brand.email}`)).toBe(`mailto:${brand.email}`);
    expect(checkedLinkTarget(`mailto:${brand.securityEmail}`)).toBe(`mailto:${brand.securityEmail}`);
    expect(checkedLinkTarget('tel:+12125550147')).toBe('tel:+12125550147');
    expect(checkedLinkTarget('mailto:sales@competitor.example')).toBeUndefined();
    expect(checkedLinkTarget('tel:+19005550000')).toBeUndefined();
  });

  it('turns a link that may not stay into its text', () => {
    expect(checkLinks('See [pricing](/pricing) and [the diode](/products/data-diode).')).toBe(
      'See pricing and [the diode](/products/data-diode).',
    );
  });

  it('checks a link that arrives in pieces once it is whole, and passes other text at once', () => {
    const check = createStreamingLinkCheck();
    const pieces = [
      'Read ',
      'the [spec',
      's](/products/data',
      '-diode#specif',
      'ications) or [a ',
      'fake](/nope',
      ') now',
      '.',
    ];
    const out = pieces.map((piece) => check.push(piece));
    expect(out[0]).toBe('Read ');
    expect(out.join('') + check.flush()).toBe('Read the [specs](/products/data-diode#specifications) or a fake now.');
  });

  it('lets text with a lone bracket through at the end', () => {
    const check = createStreamingLinkCheck();
    expect(check.push('a [b')).toBe('a ');
    expect(check.flush()).toBe('[b');
  });
});

describe('links are read as the widget reads them, whatever their form', () => {
  it('turns a reference to another number into its text, and drops the definition line', () => {
    const checked = checkLinks(referenceBypass);
    expect(checked).toBe('Call our emergency line.\n\n');
    expect(liveTargets(checked)).toEqual([]);
  });

  it('turns a link with a title to another address into its text', () => {
    expect(checkLinks(titleBypass)).toBe('support');
    expect(checkLinks(`Write to [support](mailto:help@evil.example 'x') or [us](https://evil.example (y)).`)).toBe(
      'Write to support or us.',
    );
  });

  it('keeps a link with a title to our own page, without the title', () => {
    expect(checkLinks('See [our contact page](/company/contact "Contact us").')).toBe(
      'See [our contact page](/company/contact).',
    );
    expect(checkLinks(`[MDR](${brand.siteUrl}/services/mdr 'MDR') and [mail us](mailto:${brand.email} "Mail")`)).toBe(
      `[MDR](/services/mdr) and [mail us](mailto:${brand.email})`,
    );
  });

  it('keeps references to our own pages as written, their definitions normalised', () => {
    const text = [
      'Ask [our team][contact], see [contact][] or [contact], or call [the hotline][hotline].',
      '',
      `[contact]: ${brand.siteUrl}/company/contact/ "Contact"`,
      '[hotline]: <tel:+12125550147>',
    ].join('\n');
    const checked = checkLinks(text);
    expect(checked).toBe(
      [
        'Ask [our team][contact], see [contact][] or [contact], or call [the hotline][hotline].',
        '',
        '[contact]: /company/contact',
        '[hotline]: <tel:+12125550147>',
      ].join('\n'),
    );
    expect(liveTargets(checked)).toEqual([
      '/company/contact',
      '/company/contact',
      '/company/contact',
      'tel:+12125550147',
    ]);
  });

  it('lets a reference follow its label’s first definition, as the widget does', () => {
    const checked = checkLinks('[Contact][c]\n\n[c]: https://evil.example\n[c]: /company/contact');
    expect(liveTargets(checked)).toEqual([]);
    expect(checked).toContain('Contact');
  });

  it('turns images into their alt text, inside links too', () => {
    expect(checkLinks('A ![network diagram](https://evil.example/track.png "t") here.')).toBe(
      'A network diagram here.',
    );
    expect(checkLinks('[![logo](/logo.png)](/products/data-diode)')).toBe('[logo](/products/data-diode)');
    const reference = checkLinks('See ![the map][map].\n\n[map]: https://evil.example/map.png');
    expect(reference).toBe('See the map.\n\n');
    expect(liveTargets(reference)).toEqual([]);
  });

  it('turns autolinks into plain text, or an ordinary link when they may stay', () => {
    expect(checkLinks('Go to <https://evil.example> or <help@evil.example>.')).toBe(
      'Go to https://evil.example or help@evil.example.',
    );
    expect(checkLinks(`Mail <${brand.email}>.`)).toBe(`Mail <${brand.email}>.`);
    expect(checkLinks(`<${brand.siteUrl}/services/mdr>`)).toBe(`[${brand.siteUrl}/services/mdr](/services/mdr)`);
  });

  it('leaves nothing of an HTML link (the widget skips HTML; the text stays)', () => {
    const checked = checkLinks(
      'Click <a href="https://evil.example">here</a> now.\n\n<div>\n<a href="https://evil.example">x</a>\n</div>\n\nThen more.',
    );
    expect(checked).not.toMatch(/href|evil/);
    expect(checked).toBe('Click here now.\n\n\n\nThen more.');
  });

  it('leaves links inside code alone: they are not links', () => {
    const text = 'Write `[a](https://evil.example)` like this:\n\n```\n[b](https://evil.example)\n```\n';
    expect(checkLinks(text)).toBe(text);
  });

  it('reads nested brackets as the widget does, and never leaves a link behind', () => {
    expect(checkLinks('[a [b] c](https://evil.example) and [x [y] z](/products/data-diode)')).toBe(
      'a [b] c and [x [y] z](/products/data-diode)',
    );
    const nested = checkLinks('[[a](https://one.example)](https://two.example)');
    expect(nested).toBe('a');
    expect(checkLinks('[a ![b](/x.png) c](https://evil.example)')).toBe('a b c');
  });

  it('keeps everything else byte for byte', () => {
    const text = '# Data Diode\n\n- **one way**, _always_\n- 10 Gbps\n\n> See [the diode](/products/data-diode).\n';
    expect(checkLinks(text)).toBe(text);
  });
});

describe('the streaming check', () => {
  const texts = [
    titleBypass,
    referenceBypass.split('\n\n').reverse().join('\n\n'),
    `See [our contact page](/company/contact "Contact us") or ![x](https://evil.example/x.png) or <https://evil.example>.`,
    'Click <a href="https://evil.example">here</a> or `[a](https://evil.example)` or [[a](https://one.example)](https://two.example).',
    '- [pricing](/pricing)\n- [the diode](/products/data-diode#specifications)\n\n[c]: https://evil.example\n\n[Contact][c]',
  ];

  it('lets the bypasses out one character at a time as checkLinks gives the whole', () => {
    for (const text of texts) expect(streamed([...text]).text, text).toBe(checkLinks(text));
  });

  it('gives the same in pieces of any size', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 20 }), (sizes) => {
        for (const text of texts) expect(streamed(cut(text, sizes)).text).toBe(checkLinks(text));
      }),
    );
  });

  it('lets a reference out as written before a later definition makes it one, never as a link', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 20 }), (sizes) => {
        const { text } = streamed(cut(referenceBypass, sizes));
        expect(liveTargets(text)).toEqual([]);
        expect(text).toContain('emergency line');
        expect(text).not.toContain('tel:');
      }),
    );
  });

  it('lets ordinary text out word by word', () => {
    const words =
      'The **Data Diode** sends data one way, at 10 Gbps; ask for a demo today.\n\n- rugged\n- certified\n'.match(
        /\S+\s*|\s+/g,
      )!;
    const { out } = streamed(words);
    expect(out.slice(0, -1)).toEqual(words);
  });

  it('holds an unfinished link back no longer than its bound', () => {
    const long = 'word '.repeat(100);
    const { out, text } = streamed(['See [note ', long, '](https://evil.example) end']);
    expect(out.slice(0, 2)).toEqual(['See ', `[note ${long}`]);
    // Its end may no longer make a link of what went out.
    expect(liveTargets(text)).toEqual([]);
  });
});
