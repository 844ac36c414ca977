/**
 * The build-time side of an island: `<Island name props />` in a page leaves an
 * empty placeholder element and records the island; after the page is rendered,
 * `IslandCollector.fill` renders each island on its own (its own root and
 * `identifierPrefix`, as `hydrateRoot` will) and puts the HTML in its placeholder.
 */
import { createContext, use, type JSX } from 'react';
import { renderToString } from 'react-dom/server';
import {
  islandAttributes,
  islandLoaders,
  type IslandModule,
  type IslandName,
  type IslandProps,
} from './island-definitions.ts';

const slotAttribute = 'data-island-slot';

interface RecordedIsland {
  name: IslandName;
  props: object;
  prefix: string;
}

/** Islands met while one page renders, in document order. */
export class IslandCollector {
  private readonly islands: RecordedIsland[] = [];

  /** Records an island; returns its slot number and `identifierPrefix`. */
  add(name: IslandName, props: object): { slot: number; prefix: string } {
    const slot = this.islands.length;
    const prefix = `${name}-${slot}-`;
    this.islands.push({ name, props, prefix });
    return { slot, prefix };
  }

  /** `pageHtml` with every island's own render inside its placeholder. */
  async fill(pageHtml: string): Promise<string> {
    const modules = await Promise.all(
      this.islands.map(({ name }) => islandLoaders[name]() as Promise<IslandModule<object>>),
    );
    return this.islands.reduce((html, island, slot) => {
      const { default: Component } = modules[slot]!;
      const islandHtml = renderToString(<Component {...island.props} />, { identifierPrefix: island.prefix });
      const placeholder = new RegExp(`(<(\\w+)[^>]*\\s${slotAttribute}="${slot}"[^>]*>)(</\\2>)`);
      if (!placeholder.test(html)) throw new Error(`The placeholder of island ${slot} (${island.name}) is missing.`);
      // The slot number has done its job; the wrapper keeps only the island's own attributes.
      return html.replace(
        placeholder,
        (_match, open: string, _tag, close: string) =>
          open.replace(` ${slotAttribute}="${slot}"`, '') + islandHtml + close,
      );
    }, pageHtml);
  }
}

/** Set by the prerender around each page; outside one (a component test of a page) an island is an empty box. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

type IslandElementProps<Name extends IslandName> = {
  name: Name;
  /** Plain data only: it travels as JSON in a data attribute. */
  props: IslandProps<Name>;
  /** The wrapper element. @default 'div' */
  as?: keyof JSX.IntrinsicElements & ('div' | 'section');
  className?: string;
  /** Wake at once when the address carries a search (`?q=`): the visitor already asked for it. */
  wakeOnSearch?: boolean;
};

/** Marks where an island goes in a page (see the module comment). */
export function Island<Name extends IslandName>({
  name,
  props,
  as: Tag = 'div',
  className,
  wakeOnSearch = false,
}: IslandElementProps<Name>) {
  const collector = use(IslandCollectorContext);
  const wakes = wakeOnSearch ? { [islandAttributes.wakeOnSearch]: '' } : {};
  if (!collector) return <Tag className={className} {...{ [islandAttributes.name]: name }} {...wakes} />;
  const { slot, prefix } = collector.add(name, props as object);
  const attributes = {
    [islandAttributes.name]: name,
    [islandAttributes.props]: JSON.stringify(props),
    [islandAttributes.id]: prefix,
    [slotAttribute]: slot,
    ...wakes,
  };
  return <Tag className={className} {...attributes} />;
}
