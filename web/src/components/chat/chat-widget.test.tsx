import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { toast } from 'sonner';
import { apiRoutes } from '@ferrum/shared';
import { chatSessionKey, readChatSession, writeChatSession } from '../../lib/chat-session.ts';
import { contactDraftKey } from '../../lib/contact-draft.ts';
import { ImmediateAssistance } from '../../pages/contact/immediate-assistance.tsx';
import { ChatWidget } from './chat-widget.tsx';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn() }) }));

const toastMock = toast as unknown as Mock & { error: Mock };

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const reply = (text: string, id = 'chat-1') => ({ id, content: [{ type: 'text', text }] });

let fetchMock: Mock;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn(async () =>
    jsonResponse(reply('A **data diode** sends data one way. See [Data Diode](/products/data-diode).')),
  );
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  toastMock.mockClear();
  toastMock.error.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

function renderChat() {
  const user = userEvent.setup();
  render(<ChatWidget />);
  const launcher = screen.getByRole('button', { name: 'Open chat' });
  const open = async () => {
    await user.click(launcher);
    return screen.findByRole('dialog', { name: 'Ferrum Assistant' }, { timeout: 5000 });
  };
  return { user, launcher, open };
}

/** The body of the nth fetch call. */
const sentBody = (call = 0) => JSON.parse(String((fetchMock.mock.calls[call] as [string, RequestInit])[1].body));

describe('ChatWidget', () => {
  it('shows only the round button until opened, then the panel with its empty state and a focused input', async () => {
    const { launcher, open } = renderChat();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const panel = await open();
    expect(panel).toHaveAttribute('aria-modal', 'false');
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(launcher).toHaveAccessibleName('Close chat');
    expect(launcher).toHaveAttribute('aria-controls', panel.id);
    expect(
      within(panel).getByText('Ask me anything about industrial cybersecurity, our products, or services.'),
    ).toBeVisible();
    const input = within(panel).getByPlaceholderText('Type your message...');
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(panel).getByRole('log')).toHaveAttribute('aria-live', 'polite');
  });

  it('opens from the contact page’s Live Chat and focuses the input', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ImmediateAssistance />
        <ChatWidget />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Live Chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Ferrum Assistant' });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Chat message' })).toHaveFocus());
    const launcher = screen.getAllByRole('button', { name: 'Close chat' }).find((button) => !panel.contains(button));
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
  });

  it('Escape closes the panel and returns focus to the launcher; the conversation stays', async () => {
    const { user, launcher, open } = renderChat();
    const panel = await open();
    await user.type(within(panel).getByRole('textbox', { name: 'Chat message' }), 'What is a data diode?{Enter}');
    await within(panel).findByRole('link', { name: 'Data Diode' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAccessibleName('Open chat');

    await user.click(launcher);
    expect(within(await screen.findByRole('dialog')).getByText('What is a data diode?')).toBeVisible();
  });

  it('Enter sends: the user message, a spinner, input and send disabled, then the reply as markdown', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, open } = renderChat();
    const panel = await open();
    const input = within(panel).getByRole('textbox', { name: 'Chat message' });
    const sendButton = within(panel).getByRole('button', { name: 'Send message' });

    await user.type(input, '  What is a data diode?  {Enter}');

    expect(within(panel).getByText('What is a data diode?')).toBeVisible();
    expect(within(panel).getByText('Assistant is typing')).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
    expect(sendButton).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(apiRoutes.chat.path, expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({ messages: [{ role: 'user', content: 'What is a data diode?' }] });

    answer(jsonResponse(reply('A **data diode** sends data one way.\n\nSee [Data Diode](/products/data-diode).')));

    expect(await within(panel).findByRole('link', { name: 'Data Diode' })).toHaveAttribute(
      'href',
      '/products/data-diode',
    );
    expect(within(panel).getByText('data diode', { selector: 'strong' })).toBeInTheDocument();
    expect(within(panel).queryByText('Assistant is typing')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    await waitFor(() => expect(input).toHaveFocus());
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('sends the earlier turns with the next question', async () => {
    const { user, open } = renderChat();
    const panel = await open();
    const input = within(panel).getByRole('textbox', { name: 'Chat message' });
    await user.type(input, 'What is a data diode?{Enter}');
    await within(panel).findByRole('link', { name: 'Data Diode' });
    await user.type(input, 'How fast is it?{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(1).messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
    ]);
  });

  it('Shift+Enter adds a line instead of sending', async () => {
    const { user, open } = renderChat();
    const panel = await open();
    const input = within(panel).getByRole('textbox', { name: 'Chat message' });
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input).toHaveValue('Line one\nLine two');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never sends an empty or whitespace-only message; send is disabled for it', async () => {
    const { user, open } = renderChat();
    const panel = await open();
    const input = within(panel).getByRole('textbox', { name: 'Chat message' });
    const sendButton = within(panel).getByRole('button', { name: 'Send message' });
    expect(sendButton).toBeDisabled();
    await user.type(input, '   ');
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, 'hi');
    expect(sendButton).toBeEnabled();
  });

  it('a failed call shows the destructive "Error" toast, logs it, and clears loading', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500));
    const { user, open } = renderChat();
    const panel = await open();
    const input = within(panel).getByRole('textbox', { name: 'Chat message' });
    await user.type(input, 'hello{Enter}');
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to get a response. Please try again.',
      }),
    );
    expect(consoleError).toHaveBeenCalled();
    expect(input).toBeEnabled();
    expect(within(panel).queryByText('Assistant is typing')).not.toBeInTheDocument();
  });

  it('a network failure shows the same "Error" toast', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, open } = renderChat();
    const panel = await open();
    await user.type(within(panel).getByRole('textbox', { name: 'Chat message' }), 'hello{Enter}');
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to get a response. Please try again.',
      }),
    );
  });

  it('an error- reply is shown as an assistant message and as the "AI Service Issue" toast', async () => {
    const text = 'The assistant is busy right now. Please wait a few seconds and try again.';
    fetchMock.mockResolvedValueOnce(jsonResponse(reply(text, 'error-throttled-x')));
    const { user, open } = renderChat();
    const panel = await open();
    await user.type(within(panel).getByRole('textbox', { name: 'Chat message' }), 'hello{Enter}');
    expect(await within(panel).findByText(text)).toBeVisible();
    expect(toastMock.error).toHaveBeenCalledWith('AI Service Issue', { description: text });
    expect(within(panel).getByRole('textbox', { name: 'Chat message' })).toBeEnabled();
  });

  it('an answer that is not a chat reply shows "Something went wrong. Please try again."', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ unexpected: true }));
    const { user, open } = renderChat();
    const panel = await open();
    await user.type(within(panel).getByRole('textbox', { name: 'Chat message' }), 'hello{Enter}');
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith('Error', { description: 'Something went wrong. Please try again.' }),
    );
    expect(within(panel).getByRole('textbox', { name: 'Chat message' })).toBeEnabled();
  });

  it('reset clears the conversation', async () => {
    const { user, open } = renderChat();
    const panel = await open();
    await user.type(within(panel).getByRole('textbox', { name: 'Chat message' }), 'hello{Enter}');
    await within(panel).findByRole('link', { name: 'Data Diode' });
    await user.click(within(panel).getByRole('button', { name: 'Reset conversation' }));
    expect(within(panel).queryByText('hello')).not.toBeInTheDocument();
    expect(
      within(panel).getByText('Ask me anything about industrial cybersecurity, our products, or services.'),
    ).toBeVisible();
  });

  it('reset while a reply is loading drops that reply and clears loading', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, open } = renderChat();
    const panel = await open();
    const input = within(panel).getByRole('textbox', { name: 'Chat message' });
    await user.type(input, 'hello{Enter}');
    expect(input).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Reset conversation' }));
    expect(input).toBeEnabled();
    expect(within(panel).queryByText('Assistant is typing')).not.toBeInTheDocument();
    answer(jsonResponse(reply('Too late')));
    // The next question's answer on screen: the late one, answered first, had its turn to show.
    await user.type(input, 'hello again{Enter}');
    await within(panel).findByRole('link', { name: 'Data Diode' });
    expect(within(panel).queryByText('Too late')).not.toBeInTheDocument();
    expect(toastMock).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('maximizes and restores; opening again starts at normal size', async () => {
    const { user, launcher, open } = renderChat();
    const panel = await open();
    await user.click(within(panel).getByRole('button', { name: 'Maximize chat' }));
    expect(panel).toHaveAttribute('data-maximized', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Restore chat size' }));
    expect(panel).not.toHaveAttribute('data-maximized');

    await user.click(within(panel).getByRole('button', { name: 'Maximize chat' }));
    await user.click(launcher);
    await user.click(launcher);
    const reopened = await screen.findByRole('dialog');
    expect(reopened).not.toHaveAttribute('data-maximized');
    expect(within(reopened).getByRole('button', { name: 'Maximize chat' })).toBeVisible();
  });

  it('keeps the conversation, open and maximised state for the next page of the visit, in sessionStorage only', async () => {
    const { user, open } = renderChat();
    const panel = await open();
    await user.type(within(panel).getByRole('textbox', { name: 'Chat message' }), 'What is a data diode?{Enter}');
    await within(panel).findByRole('link', { name: 'Data Diode' });
    await user.click(within(panel).getByRole('button', { name: 'Maximize chat' }));
    await waitFor(() => expect(readChatSession()).toMatchObject({ open: true, maximized: true }));
    expect(readChatSession()?.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(localStorage.length).toBe(0);
  });

  it('restores a stored conversation on the next page: open, maximised, without taking the focus', async () => {
    writeChatSession({
      open: true,
      maximized: true,
      messages: [
        { id: 1, role: 'user', content: 'What is MDR?' },
        { id: 2, role: 'assistant', content: 'Managed detection and response.' },
      ],
    });
    render(<ChatWidget />);
    const panel = await screen.findByRole('dialog', { name: 'Ferrum Assistant' });
    expect(within(panel).getByText('What is MDR?')).toBeVisible();
    expect(await within(panel).findByText('Managed detection and response.')).toBeVisible();
    expect(panel).toHaveAttribute('data-maximized', 'true');
    expect(within(panel).getByRole('textbox', { name: 'Chat message' })).not.toHaveFocus();
  });

  it('reset clears the stored conversation too', async () => {
    writeChatSession({ open: true, maximized: false, messages: [{ id: 1, role: 'user', content: 'Hello' }] });
    const user = userEvent.setup();
    render(<ChatWidget />);
    const panel = await screen.findByRole('dialog', { name: 'Ferrum Assistant' });
    await user.click(within(panel).getByRole('button', { name: 'Reset conversation' }));
    await waitFor(() => expect(readChatSession()?.messages).toEqual([]));
    await user.click(within(panel).getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(sessionStorage.getItem(chatSessionKey)).toBeNull());
  });

  it('offers starter questions in the empty panel; tapping one asks it', async () => {
    const { user, open } = renderChat();
    const panel = await open();
    const starters = within(panel).getByRole('list', { name: 'Questions to start with' });
    const buttons = within(starters).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'How does the Data Diode keep our control network safe?',
      'Which MDR plans do you offer?',
      'What can the Cyber Digital Twin simulate?',
      'Can I book a demo with your team?',
    ]);
    await user.click(buttons[1]!);
    expect(await within(panel).findByText('Which MDR plans do you offer?')).toBeVisible();
    expect(sentBody().messages).toEqual([{ role: 'user', content: 'Which MDR plans do you offer?' }]);
    await waitFor(() => expect(within(panel).queryByRole('list', { name: 'Questions to start with' })).toBeNull());
  });

  it('offers Talk to our team under an answer that hands over, which leaves the visitor’s questions for the contact form', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(reply('A data diode sends data one way.'))).mockResolvedValueOnce(
      jsonResponse({
        ...reply('Our team will be glad to show you.'),
        handoff: { reason: 'demo', subject: 'Demo request: Data Diode' },
      }),
    );
    const { user, open } = renderChat();
    const panel = await open();
    const input = within(panel).getByRole('textbox', { name: 'Chat message' });
    await user.type(input, 'what is a data diode{Enter}');
    await within(panel).findByText('A data diode sends data one way.');
    expect(within(panel).queryByRole('link', { name: 'Talk to our team' })).toBeNull();
    await user.type(input, 'can i get a demo?{Enter}');
    const talk = await within(panel).findByRole('link', { name: 'Talk to our team' });
    expect(talk).toHaveAttribute('href', '/company/contact#message');

    talk.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(talk);
    expect(JSON.parse(sessionStorage.getItem(contactDraftKey)!)).toEqual({
      subject: 'Demo request: Data Diode',
      message:
        'Hello, I was asking the Ferrum Assistant:\n\n- what is a data diode\n- can i get a demo?\n\nPlease get in touch.',
      source: 'assistant',
    });
    // The chat steps aside for the form, and keeps its conversation for the next page.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readChatSession()).toMatchObject({
      open: false,
      messages: expect.arrayContaining([expect.objectContaining({ content: 'can i get a demo?' })]),
    });
    expect(readChatSession()?.messages.at(-1)?.handoff).toEqual({
      reason: 'demo',
      subject: 'Demo request: Data Diode',
    });
  });
});
