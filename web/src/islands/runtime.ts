/**
 * The island runtime: finds the islands of a page and hydrates each on the
 * visitor's first interaction with it (see ./island-definitions.ts for why).
 * It imports no React: React and an island's code arrive only when it wakes.
 *
 * Nothing a visitor does early is lost:
 * - a click on a button before the island has hydrated is replayed once it has;
 * - a submit (or Enter in a box that sends on Enter) is held, so the page does
 *   not post away, and replayed; if the island's code cannot load, the form
 *   posts natively after all;
 * - text typed before waking stays in its box: islands read it on mount;
 * - an island already focused or typed into when this runs wakes at once, and so
 *   does a search island when the address carries a search.
 */
import { afterNextPaint } from '../lib/after-next-paint.ts';
import { searchQueryInAddress } from '../lib/search-query-url.ts';
import { islandAttributes, islandLoaders, type IslandName } from './island-definitions.ts';

/**
 * Events that show intent: they start loading the island's code. `toggle` (which does
 * not bubble, but is seen while capturing) is a popover or dialog of the island opened
 * from elsewhere, like the contact page's Live Chat opening the chat panel.
 */
const wakeEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'toggle'] as const;

interface PendingActions {
  click?: HTMLElement;
  submit?: { form: HTMLFormElement; submitter: HTMLElement | null };
}

const watched = new WeakSet<HTMLElement>();
const hydrations = new WeakMap<HTMLElement, Promise<void>>();
const pending = new WeakMap<HTMLElement, PendingActions>();

function isHydrated(island: HTMLElement): boolean {
  return island.getAttribute(islandAttributes.state) === 'hydrated';
}

/**
 * A button the visitor activated that only script can answer. Native ones act on
 * their own (a popover or dialog target; submit, whose submit event is held).
 */
function clickedButton(event: Event): HTMLButtonElement | null {
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button || button.type !== 'button') return null;
  if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return null;
  return button;
}

/** Enter in a box marked `enterkeyhint="send"` (the chat's) sends its form; Shift+Enter adds a line. */
function sendsOnEnter(event: Event): HTMLTextAreaElement | null {
  if (event.type !== 'keydown') return null;
  const { key, shiftKey, isComposing, target } = event as KeyboardEvent;
  if (key !== 'Enter' || shiftKey || isComposing) return null;
  const field = target as HTMLTextAreaElement;
  return field.matches?.('textarea[enterkeyhint="send"]') && field.form ? field : null;
}

function onEarlyEvent(event: Event): void {
  const island = event.currentTarget as HTMLElement;
  if (isHydrated(island)) return;
  const actions = pending.get(island) ?? {};
  if (event.type === 'click') {
    const button = clickedButton(event);
    if (!button) return;
    actions.click ??= button;
  } else if (event.type === 'submit') {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    actions.submit = { form, submitter: (event as SubmitEvent).submitter };
  } else {
    const field = sendsOnEnter(event);
    if (field) {
      event.preventDefault();
      // An Enter in a blank box sends nothing: held, its replay would send whatever is typed after it.
      if (field.value.trim()) actions.submit = { form: field.form!, submitter: null };
    }
  }
  pending.set(island, actions);
  // The tap's own answer first (a native popover or dialog opening): the download starts after it has painted.
  afterNextPaint(() => void wake(island).catch(() => undefined));
}

const listened = ['click', 'submit', ...wakeEvents] as const;

function listen(island: HTMLElement, on: boolean): void {
  for (const type of listened) {
    if (on) island.addEventListener(type, onEarlyEvent, { capture: true });
    else island.removeEventListener(type, onEarlyEvent, { capture: true });
  }
}

/** After hydration: the held click and submit, now on live handlers. */
function replay(island: HTMLElement): void {
  const actions = pending.get(island);
  pending.delete(island);
  if (actions?.click?.isConnected) actions.click.click();
  const submit = actions?.submit;
  if (!submit?.form.isConnected) return;
  if (submit.submitter?.isConnected) submit.form.requestSubmit(submit.submitter);
  else submit.form.requestSubmit();
}

/**
 * Without the island's code, a held submit still reaches the API as a plain HTML
 * form post: only a form that names where it posts (the chat's cannot work without
 * script, and must never send what was typed anywhere else).
 */
function submitNatively(island: HTMLElement): void {
  const submit = pending.get(island)?.submit;
  pending.delete(island);
  if (!submit?.form.isConnected || !submit.form.hasAttribute('action')) return;
  submit.form.noValidate = false;
  if (submit.form.reportValidity()) HTMLFormElement.prototype.submit.call(submit.form);
}

async function hydrate(island: HTMLElement): Promise<void> {
  const name = island.getAttribute(islandAttributes.name) as IslandName;
  const load = islandLoaders[name];
  if (!load) throw new Error(`Unknown island "${name}".`);
  const [module, { hydrateIsland }] = await Promise.all([load(), import('./hydrate-island.tsx')]);
  const props = JSON.parse(island.getAttribute(islandAttributes.props) ?? '{}') as object;
  await hydrateIsland(
    island,
    module.default as React.ComponentType<object>,
    props,
    island.getAttribute(islandAttributes.id) ?? '',
  );
}

/**
 * Loads and hydrates `island` (once; later calls get the same promise). A failed
 * load is forgotten, so the next interaction tries again.
 */
export function wake(island: HTMLElement): Promise<void> {
  let hydration = hydrations.get(island);
  if (hydration) return hydration;
  island.setAttribute(islandAttributes.state, 'loading');
  hydration = hydrate(island).then(
    () => {
      island.setAttribute(islandAttributes.state, 'hydrated');
      listen(island, false);
      replay(island);
    },
    (error: unknown) => {
      island.setAttribute(islandAttributes.state, 'failed');
      hydrations.delete(island);
      console.error(`The ${island.getAttribute(islandAttributes.name)} island could not load.`, error);
      submitNatively(island);
      throw error;
    },
  );
  hydrations.set(island, hydration);
  return hydration;
}

/** The first island named `name` on the page, woken; resolves once it has hydrated (rejects if it cannot). */
export function wakeIsland(name: IslandName, root: ParentNode = document): Promise<void> {
  const island = root.querySelector<HTMLElement>(`[${islandAttributes.name}="${name}"]`);
  return island ? wake(island) : Promise.reject(new Error(`This page has no ${name} island.`));
}

/** True when the visitor already asked `island` for something: focused or typed into it, or a search it runs. */
function touched(island: HTMLElement): boolean {
  if (island.hasAttribute(islandAttributes.wakeOnSearch) && searchQueryInAddress() !== '') return true;
  if (island.contains(document.activeElement) && document.activeElement !== document.body) return true;
  return [...island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.type !== 'hidden' && field.value !== field.defaultValue,
  );
}

/**
 * Watches every island under `root`. Their forms stop validating natively: with
 * scripts running, the island shows the schemas' own messages instead.
 */
export function startIslands(root: ParentNode = document): void {
  for (const island of root.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    if (watched.has(island)) continue;
    watched.add(island);
    for (const form of island.querySelectorAll('form')) form.noValidate = true;
    listen(island, true);
    if (touched(island)) void wake(island).catch(() => undefined);
  }
}
