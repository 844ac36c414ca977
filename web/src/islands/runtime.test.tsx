import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { jsonAnswer } from '../components/forms/form-test-utils.tsx';
import { Island, IslandCollector, IslandCollectorContext } from './island.tsx';
import type { IslandName, IslandProps } from './island-definitions.ts';
import { startIslands, wakeIsland } from './runtime.ts';

/** Puts an island into the page exactly as the prerender writes it (its own render, its attributes). */
async function prerenderIsland<Name extends IslandName>(name: Name, props: IslandProps<Name>): Promise<HTMLElement> {
  const collector = new IslandCollector();
  const html = await collector.fill(
    renderToStaticMarkup(
      <IslandCollectorContext value={collector}>
        <Island name={name} props={props} />
      </IslandCollectorContext>,
    ),
  );
  const holder = document.body.appendChild(document.createElement('div'));
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

const state = (island: HTMLElement) => island.getAttribute('data-island-state');

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn(async () => jsonAnswer(201, { ok: true, id: 'x' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the island runtime', { timeout: 20_000 }, () => {
  it('leaves an island as HTML until the visitor reaches it, then hydrates it', async () => {
    const island = await prerenderIsland('contact-form', {});
    startIslands();
    expect(state(island)).toBeNull();
    expect(island.querySelector('form')?.noValidate).toBe(true);
    await userEvent.setup().click(within(island).getByRole('textbox', { name: /^First name/ }));
    await waitFor(() => expect(state(island)).toBe('hydrated'));
  });

  it('keeps text typed before hydration and holds a submit until the form can send it', async () => {
    const island = await prerenderIsland('contact-form', {});
    const field = (name: RegExp) => within(island).getByRole('textbox', { name }) as HTMLInputElement;
    // Typed before any script ran: the values are only in the DOM.
    field(/^First name/).value = 'Ada';
    field(/^Last name/).value = 'Lovelace';
    field(/^Email/).value = 'ada@example.com';
    field(/^Subject/).value = 'Plant assessment';
    field(/^Message/).value = 'We would like a quote for a site assessment.';
    startIslands();
    const form = island.querySelector('form')!;
    // A submit while the code loads does not post the page away.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toMatchObject({ firstName: 'Ada', subject: 'Plant assessment' });
  });

  it('replays a click made while the island was loading, once it has hydrated', async () => {
    const island = await prerenderIsland('chat', {});
    startIslands();
    const panel = document.getElementById('chat-panel')!;
    act(() => panel.showPopover());
    const maximize = within(panel).getByRole('button', { name: 'Maximize chat' });
    act(() => maximize.click());
    expect(panel).not.toHaveAttribute('data-maximized');
    await waitFor(() => expect(state(island)).toBe('hydrated'));
    await waitFor(() => expect(panel).toHaveAttribute('data-maximized', 'true'));
  });

  it('sends the chat message of an Enter pressed before hydration, with what was typed', async () => {
    fetchMock.mockImplementation(async () =>
      jsonAnswer(200, { id: 'chat-1', content: [{ type: 'text', text: 'Hi.' }] }),
    );
    const island = await prerenderIsland('chat', {});
    const panel = document.getElementById('chat-panel')!;
    act(() => panel.showPopover());
    const input = within(panel).getByRole('textbox', { name: 'Chat message' }) as HTMLTextAreaElement;
    input.value = 'What is MDR?';
    startIslands();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => {
      input.dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      messages: [{ role: 'user', content: 'What is MDR?' }],
    });
    expect(await within(island).findByText('Hi.')).toBeInTheDocument();
  });

  it('holds no Enter pressed in the blank chat box before hydration: what is typed after it is not sent', async () => {
    const island = await prerenderIsland('chat', {});
    const panel = document.getElementById('chat-panel')!;
    act(() => panel.showPopover());
    const input = within(panel).getByRole('textbox', { name: 'Chat message' }) as HTMLTextAreaElement;
    input.value = '   ';
    startIslands();
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    input.value = 'Which MDR plan';
    await waitFor(() => expect(state(island)).toBe('hydrated'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toHaveValue('Which MDR plan');
  });

  it('wakes a search island at once when the address carries a search, and not otherwise', async () => {
    const quiet = await prerenderIsland('site-search', {});
    quiet.setAttribute('data-island-wake-on-search', '');
    startIslands();
    expect(state(quiet)).toBeNull();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/search?q=diode');
    const asked = await prerenderIsland('site-search', {});
    asked.setAttribute('data-island-wake-on-search', '');
    startIslands();
    await waitFor(() => expect(state(asked)).toBe('hydrated'));
  });

  it('wakes an island at once when the visitor was already in it before the script ran', async () => {
    const island = await prerenderIsland('blog-browser', {});
    const search = screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
    search.value = 'digital twin';
    startIslands();
    await waitFor(() => expect(state(island)).toBe('hydrated'));
    await waitFor(() => expect(within(island).getAllByRole('article')).toHaveLength(1));
  });

  it('posts a held form natively when the island cannot load, and never a form without an action', async () => {
    const island = await prerenderIsland('newsletter-form', { source: 'blog' });
    island.setAttribute('data-island', 'no-such-island');
    const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const email = within(island).getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    email.value = 'ana@example.com';
    startIslands();
    const form = island.querySelector('form')!;
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(state(island)).toBe('failed'));
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
    expect(form.noValidate).toBe(false);
  });

  it('wakeIsland rejects for an island the page does not have', async () => {
    await expect(wakeIsland('chat')).rejects.toThrow('This page has no chat island.');
  });
});
