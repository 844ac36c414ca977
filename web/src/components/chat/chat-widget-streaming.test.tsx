import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { toast } from 'sonner';
import { formatChatStreamEvent, type ChatStreamEvent } from '@ferrum/shared';
import { readChatSession, writeChatSession } from '../../lib/chat-session.ts';
import { ChatWidget } from './chat-widget.tsx';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn() }) }));

const toastMock = toast as unknown as Mock & { error: Mock };

const reply = (text: string, id = 'chat-1') => ({ id, content: [{ type: 'text' as const, text }] });

const finalText = 'A **data diode** sends data one way only. See [Data Diode](/products/data-diode).';

/**
 * A streamed answer as `fetch` gives it: 200 `text/event-stream` whose body the
 * test writes into, chunk by chunk, as the server does. Like a real fetch, an
 * aborted request errors the body.
 */
function streamingAnswer() {
  const encoder = new TextEncoder();
  let body!: ReadableStreamDefaultController<Uint8Array>;
  let request: RequestInit | undefined;
  const response = new Response(new ReadableStream<Uint8Array>({ start: (controller) => (body = controller) }), {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
  const settle = (action: () => void) => {
    try {
      action();
    } catch {
      // Already closed or errored (the request was aborted).
    }
  };
  const push = (chunk: string) => settle(() => body.enqueue(encoder.encode(chunk)));
  return {
    fetch: vi.fn(async (_path: string, init: RequestInit) => {
      request = init;
      init.signal?.addEventListener('abort', () => settle(() => body.error(init.signal?.reason)));
      return response;
    }),
    get request() {
      return request;
    },
    /** Raw bytes: a test may cut an event anywhere. */
    push,
    event: (event: ChatStreamEvent) => push(formatChatStreamEvent(event)),
    delta: (text: string) => push(formatChatStreamEvent({ event: 'delta', data: { text } })),
    /** The final `done` event, then the end of the body. */
    done: (text: string) => {
      push(formatChatStreamEvent({ event: 'done', data: reply(text) }));
      settle(() => body.close());
    },
    /** The body ends with no final event. */
    end: () => settle(() => body.close()),
    /** The connection drops. */
    drop: () => settle(() => body.error(new TypeError('network error'))),
  };
}

let stream: ReturnType<typeof streamingAnswer>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  stream = streamingAnswer();
  vi.stubGlobal('fetch', stream.fetch);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  toastMock.mockClear();
  toastMock.error.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

/** Opens the chat and sends `question`; resolves once the request has gone. */
async function ask(question = 'What does a data diode do?') {
  const user = userEvent.setup();
  render(<ChatWidget />);
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  const panel = await screen.findByRole('dialog', { name: 'Ferrum Assistant' }, { timeout: 5000 });
  const input = within(panel).getByRole('textbox', { name: 'Chat message' });
  const log = within(panel).getByRole('log');
  await user.type(input, `${question}{Enter}`);
  await waitFor(() => expect(stream.fetch).toHaveBeenCalled());
  const assistant = () => log.querySelector<HTMLElement>('[data-role="assistant"]');
  return { user, panel, input, log, assistant, send: within(panel).getByRole('button', { name: 'Send message' }) };
}

const stopButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Stop answer' });
const spinner = (panel: HTMLElement) => within(panel).queryByText('Assistant is typing');
const sentBody = (call = 0) => JSON.parse(String((stream.fetch.mock.calls[call] as [string, RequestInit])[1].body));

describe('ChatWidget with a streamed answer', () => {
  it('asks for the stream with Accept: text/event-stream', async () => {
    await ask();
    const headers = new Headers(stream.request?.headers);
    expect(headers.get('Accept')).toContain('text/event-stream');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(sentBody()).toEqual({ messages: [{ role: 'user', content: 'What does a data diode do?' }] });
  });

  it('shows the spinner until the first text, then grows the same message; the final reply replaces it', async () => {
    const { panel, input, send, log, assistant } = await ask();
    expect(spinner(panel)).toBeInTheDocument();
    expect(assistant()).toBeNull();
    expect(log).toHaveAttribute('aria-busy', 'false');

    // An event cut anywhere, even inside a word of its JSON, arrives whole.
    stream.push('event: del');
    stream.push('ta\ndata: {"text":"A **data di');
    stream.push('ode** sends"}\n');
    stream.push('\n');
    await waitFor(() => expect(assistant()).toHaveTextContent('A data diode sends'));
    const message = assistant();
    expect(within(message!).getByText('data diode', { selector: 'strong' })).toBeInTheDocument();
    expect(spinner(panel)).not.toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(input).toBeDisabled();
    expect(send).toBeDisabled();

    stream.delta(' data one way');
    stream.delta(' only.');
    await waitFor(() => expect(assistant()).toHaveTextContent('A data diode sends data one way only.'));
    expect(assistant()).toBe(message);
    expect(input).toBeDisabled();
    expect(send).toBeDisabled();

    stream.done(finalText);
    expect(await within(panel).findByRole('link', { name: 'Data Diode' })).toHaveAttribute(
      'href',
      '/products/data-diode',
    );
    expect(assistant()).toBe(message);
    expect(assistant()).toHaveTextContent('A data diode sends data one way only. See Data Diode.');
    expect(log).toHaveAttribute('aria-busy', 'false');
    expect(input).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: 'Stop answer' })).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(toastMock).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
    await waitFor(() => expect(readChatSession()?.messages.at(-1)).toMatchObject({ content: finalText }));
    expect(readChatSession()?.messages.at(-1)).not.toHaveProperty('partial');
  });

  it('keeps the final reply’s text, not the fragments, when they differ', async () => {
    const { panel, assistant } = await ask();
    stream.delta('A data diode, a one-way');
    await waitFor(() => expect(assistant()).toHaveTextContent('A data diode, a one-way'));
    stream.done('A data diode sends data one way.');
    await waitFor(() => expect(assistant()).toHaveTextContent(/^Ferrum Assistant: A data diode sends data one way\.$/));
    expect(within(panel).getByRole('textbox', { name: 'Chat message' })).toBeEnabled();
  });

  it('Stop sits beside Send with the focus, aborts the request and keeps the partial answer marked stopped', async () => {
    const { user, panel, input, send, assistant } = await ask();
    const stop = stopButton(panel);
    expect(send).toBeVisible();
    await waitFor(() => expect(stop).toHaveFocus());

    stream.delta('A data diode sends data');
    await waitFor(() => expect(assistant()).toHaveTextContent('A data diode sends data'));
    await user.keyboard('{Enter}');

    expect(stream.request?.signal?.aborted).toBe(true);
    expect(assistant()).toHaveTextContent('A data diode sends data');
    expect(within(assistant()!).getByText('Answer stopped')).toBeVisible();
    expect(spinner(panel)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Stop answer' })).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    await waitFor(() => expect(input).toHaveFocus());

    // Whatever was still on its way is ignored.
    stream.delta(' one way.');

    // The stopped answer is the assistant's turn: the next request alternates.
    await waitFor(() =>
      expect(readChatSession()?.messages.at(-1)).toMatchObject({
        role: 'assistant',
        content: 'A data diode sends data',
        partial: 'stopped',
      }),
    );
    const next = streamingAnswer();
    vi.stubGlobal('fetch', next.fetch);
    await user.type(input, 'Go on{Enter}');
    await waitFor(() => expect(next.fetch).toHaveBeenCalled());
    expect(JSON.parse(String(next.fetch.mock.calls[0]![1].body)).messages).toEqual([
      { role: 'user', content: 'What does a data diode do?' },
      { role: 'assistant', content: 'A data diode sends data' },
      { role: 'user', content: 'Go on' },
    ]);
    // The next answer on screen: frames have passed in which the stopped one could have grown.
    const stopped = assistant()!;
    next.delta('It also carries');
    await waitFor(() => expect(within(panel).getByText('It also carries')).toBeVisible());
    expect(stopped).toHaveTextContent(/^Ferrum Assistant: A data diode sends dataAnswer stopped$/);
    expect(toastMock).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('an Enter held down to send never stops the answer it asked for; a new press on Stop does', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Ferrum Assistant' });
    await user.type(within(panel).getByRole('textbox', { name: 'Chat message' }), 'What does a data diode do?');
    await user.keyboard('{Enter>}');
    const assistant = () => within(panel).getByRole('log').querySelector<HTMLElement>('[data-role="assistant"]');
    const stop = stopButton(panel);
    await waitFor(() => expect(stop).toHaveFocus());
    // What a browser sends Stop while that key is down: its keypress's click, then its auto-repeat and that click.
    fireEvent.click(stop);
    fireEvent.keyDown(stop, { key: 'Enter', repeat: true });
    fireEvent.click(stop);
    await user.keyboard('{/Enter}');
    expect(stream.request?.signal?.aborted).toBe(false);

    stream.delta('A data diode sends data');
    await waitFor(() => expect(assistant()).toHaveTextContent('A data diode sends data'));
    expect(within(assistant()!).queryByText('Answer stopped')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(stream.request?.signal?.aborted).toBe(true);
    expect(within(assistant()!).getByText('Answer stopped')).toBeVisible();
  });

  it('Stop before any text says the answer was stopped', async () => {
    const { user, panel, input, assistant } = await ask();
    await user.click(stopButton(panel));
    expect(stream.request?.signal?.aborted).toBe(true);
    expect(assistant()).toHaveTextContent('Answer stopped');
    expect(spinner(panel)).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('Reset aborts the request and clears the conversation', async () => {
    const { user, panel, input, log, assistant } = await ask();
    stream.delta('A data diode');
    await waitFor(() => expect(assistant()).not.toBeNull());
    await user.click(within(panel).getByRole('button', { name: 'Reset conversation' }));

    expect(stream.request?.signal?.aborted).toBe(true);
    expect(log.querySelector('[data-role]')).toBeNull();
    expect(
      within(panel).getByText('Ask me anything about industrial cybersecurity, our products, or services.'),
    ).toBeVisible();
    expect(log).toHaveAttribute('aria-busy', 'false');
    expect(input).toBeEnabled();
    stream.delta(' sends data');
    await waitFor(() => expect(readChatSession()?.messages).toEqual([]));

    // A new conversation's answer on screen: frames have passed in which the dropped one could have come back.
    const next = streamingAnswer();
    vi.stubGlobal('fetch', next.fetch);
    await user.type(input, 'hello{Enter}');
    next.delta('Hello!');
    await waitFor(() => expect(assistant()).toHaveTextContent('Hello!'));
    expect([...log.querySelectorAll('[data-role]')].map((message) => message.textContent)).toEqual([
      'You: hello',
      'Ferrum Assistant: Hello!',
    ]);
    expect(toastMock).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('a connection that drops mid-answer keeps the text, marks it incomplete and shows the "Error" toast', async () => {
    const { panel, input, log, assistant } = await ask();
    stream.delta('A data diode sends');
    await waitFor(() => expect(assistant()).toHaveTextContent('A data diode sends'));
    stream.delta(' data');
    stream.drop();

    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to get a response. Please try again.',
      }),
    );
    expect(assistant()).toHaveTextContent('A data diode sends data');
    expect(within(assistant()!).getByText('Answer incomplete')).toBeVisible();
    expect(consoleError).toHaveBeenCalled();
    expect(input).toBeEnabled();
    expect(log).toHaveAttribute('aria-busy', 'false');
    expect(spinner(panel)).not.toBeInTheDocument();
  });

  it('a stream that ends without its final event is a dropped connection too', async () => {
    const { input, assistant } = await ask();
    stream.delta('A data diode sends');
    stream.end();
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to get a response. Please try again.',
      }),
    );
    expect(assistant()).toHaveTextContent('A data diode sends');
    expect(within(assistant()!).getByText('Answer incomplete')).toBeVisible();
    expect(input).toBeEnabled();
  });

  it('a connection that drops before any text shows the "Error" toast and no answer', async () => {
    const { panel, input, assistant } = await ask();
    stream.drop();
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to get a response. Please try again.',
      }),
    );
    expect(assistant()).toBeNull();
    expect(spinner(panel)).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('an error event shows its reply as an assistant message and the "AI Service Issue" toast', async () => {
    const text = 'The assistant is busy right now. Please wait a few seconds and try again.';
    const { panel, input, log } = await ask();
    stream.event({ event: 'error', data: reply(text, 'error-throttled-x') });
    expect(await within(panel).findByText(text)).toBeVisible();
    expect(toastMock.error).toHaveBeenCalledWith('AI Service Issue', { description: text });
    expect(log.querySelectorAll('[data-role="assistant"]')).toHaveLength(1);
    expect(input).toBeEnabled();
    expect(log).toHaveAttribute('aria-busy', 'false');
  });

  it('an error event mid-answer keeps the text so far, marked incomplete, before the problem reply', async () => {
    const text = 'The assistant took too long to answer. Please try again.';
    const { input, log, assistant } = await ask();
    stream.delta('A data diode sends');
    await waitFor(() => expect(assistant()).toHaveTextContent('A data diode sends'));
    stream.event({ event: 'error', data: reply(text, 'error-timeout-x') });
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('AI Service Issue', { description: text }));
    const answers = log.querySelectorAll('[data-role="assistant"]');
    expect(answers).toHaveLength(2);
    expect(within(answers[0] as HTMLElement).getByText('A data diode sends')).toBeVisible();
    expect(within(answers[0] as HTMLElement).getByText('Answer incomplete')).toBeVisible();
    expect(answers[1]).toHaveTextContent(text);
    expect(input).toBeEnabled();
  });

  it('an answer still arriving is stored as incomplete, so the next page shows a whole conversation', async () => {
    const { assistant } = await ask();
    stream.delta('A data diode sends');
    await waitFor(() => expect(assistant()).toHaveTextContent('A data diode sends'));
    await waitFor(() =>
      expect(readChatSession()?.messages).toEqual([
        expect.objectContaining({ role: 'user', content: 'What does a data diode do?' }),
        expect.objectContaining({ role: 'assistant', content: 'A data diode sends', partial: 'interrupted' }),
      ]),
    );
  });
});

describe('ChatWidget restoring a cut-off answer', () => {
  it('shows it with its marker', async () => {
    writeChatSession({
      open: true,
      maximized: false,
      messages: [
        { id: 1, role: 'user', content: 'What does a data diode do?' },
        { id: 2, role: 'assistant', content: 'A data diode sends', partial: 'interrupted' },
      ],
    });
    render(<ChatWidget />);
    const panel = await screen.findByRole('dialog', { name: 'Ferrum Assistant' });
    expect(await within(panel).findByText('A data diode sends')).toBeVisible();
    expect(within(panel).getByText('Answer incomplete')).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: 'Chat message' })).toBeEnabled();
  });
});

/**
 * jsdom lays nothing out: this gives the log a height of 300 px and its rows heights
 * (a message 20 px per 40 characters, anything else 40 px) stacked with the panel's
 * padding and gaps, and scrolls it as a browser does, within its content.
 */
function layOut(log: HTMLElement) {
  const clientHeight = 300;
  const padding = 16;
  const gap = 12;
  const height = (row: Element) =>
    row.hasAttribute('data-role') ? 20 * Math.ceil((row.textContent ?? '').length / 40) : 40;
  const rowTop = (target: Element | null) => {
    let top = padding;
    for (const row of log.children) {
      if (row === target) return top;
      top += height(row) + gap;
    }
    return top - gap + padding;
  };
  let scrollTop = 0;
  const scrollHeight = () => Math.max(clientHeight, rowTop(null));
  const clamp = (value: number) => Math.min(Math.max(0, value), scrollHeight() - clientHeight);
  Object.defineProperties(log, {
    clientHeight: { get: () => clientHeight, configurable: true },
    scrollHeight: { get: scrollHeight, configurable: true },
    scrollTop: {
      get: () => clamp(scrollTop),
      set: (value: number) => (scrollTop = clamp(value)),
      configurable: true,
    },
  });
  const offsetTop = vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.parentElement === log ? rowTop(this) : 0;
  });
  return {
    /** Where `row` starts in the log's content. */
    top: rowTop,
    /** The log scrolled to its end. */
    bottom: () => scrollHeight() - clientHeight,
    restore: () => offsetTop.mockRestore(),
  };
}

/** A paragraph of `lines` lines in the layout above (40 characters a line). */
const paragraph = (lines: number) => `${'All work and no play makes a long text. '.repeat(lines).trim()}\n\n`;

describe('ChatWidget scrolling the conversation', () => {
  let layout: ReturnType<typeof layOut> | undefined;
  afterEach(() => layout?.restore());

  it('shows a long answer from its first line as it streams and ends, Talk to our team included', async () => {
    const { panel, input, log, assistant } = await ask();
    layout = layOut(log);
    stream.delta(paragraph(6));
    await waitFor(() => expect(assistant()).not.toBeNull());
    // It fits: the list shows it down to its end.
    expect(log.scrollTop).toBe(layout.bottom());
    expect(log.scrollTop).toBeLessThan(layout.top(assistant()) - 12);

    stream.delta(paragraph(30));
    await waitFor(() => expect(assistant()!.textContent!.length).toBeGreaterThan(1200));
    const start = layout.top(assistant()) - 12;
    expect(log.scrollTop).toBe(start);
    expect(layout.bottom()).toBeGreaterThan(start + 300);

    stream.delta(paragraph(20));
    await waitFor(() => expect(assistant()!.textContent!.length).toBeGreaterThan(2000));
    expect(log.scrollTop).toBe(start);

    const text = paragraph(56).trim();
    stream.event({ event: 'done', data: { ...reply(text), handoff: { reason: 'quote', subject: 'Quote request' } } });
    await within(panel).findByRole('link', { name: /Talk to our team/ });
    expect(log.scrollTop).toBe(start);
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('leaves the list where the visitor scrolled it while the answer streams, and shows their next question', async () => {
    const { user, input, log, assistant } = await ask();
    layout = layOut(log);
    stream.delta(paragraph(40));
    await waitFor(() => expect(assistant()).not.toBeNull());
    const start = layout.top(assistant()) - 12;
    expect(log.scrollTop).toBe(start);

    log.scrollTop = start + 200;
    stream.delta(paragraph(10));
    await waitFor(() => expect(assistant()!.textContent!.length).toBeGreaterThan(1900));
    expect(log.scrollTop).toBe(start + 200);

    stream.done(paragraph(50).trim());
    await waitFor(() => expect(input).toBeEnabled());
    expect(log.scrollTop).toBe(start + 200);

    const next = streamingAnswer();
    vi.stubGlobal('fetch', next.fetch);
    await user.type(input, 'Go on{Enter}');
    await waitFor(() => expect(next.fetch).toHaveBeenCalled());
    expect(within(log).getByText('Go on')).toBeInTheDocument();
    // Down to the end of the list: the question, and the spinner under it.
    expect(log.scrollTop).toBeGreaterThan(start + 200);
    expect(log.scrollTop).toBe(layout.bottom());
  });
});
