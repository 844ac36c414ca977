import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand, telHref } from '@ferrum/shared';
import { OPEN_CHAT_EVENT } from '../../lib/chat-events.ts';
import { ImmediateAssistance } from './immediate-assistance.tsx';

describe('Need Immediate Assistance', () => {
  it('asks the chat assistant to open when Live Chat is pressed', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_CHAT_EVENT, opened);
    render(<ImmediateAssistance />);
    await userEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_CHAT_EVENT, opened);
  });

  it('calls the emergency number from Emergency Hotline', () => {
    render(<ImmediateAssistance />);
    expect(screen.getByRole('link', { name: /^Emergency Hotline/ })).toHaveAttribute(
      'href',
      telHref(brand.emergencyPhone),
    );
  });
});
