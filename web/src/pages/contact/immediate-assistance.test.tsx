import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { brand, telHref } from '@ferrum/shared';
import { chatPanelId } from '../../components/chat/chat-panel.tsx';
import { renderStatic } from '../../test/render-static.tsx';
import { ImmediateAssistance } from './immediate-assistance.tsx';

// That the chat opens from here is tested with the chat widget (components/chat/chat-widget.test.tsx).
describe('Need Immediate Assistance', () => {
  it('Live Chat opens the chat assistant natively: it shows the chat panel popover, before any script', () => {
    renderStatic(<ImmediateAssistance />);
    const liveChat = screen.getByRole('button', { name: 'Live Chat' });
    expect(liveChat).toHaveAttribute('popovertarget', chatPanelId);
    expect(liveChat).toHaveAttribute('popovertargetaction', 'show');
  });

  it('calls the emergency number from Emergency Hotline', () => {
    renderStatic(<ImmediateAssistance />);
    expect(screen.getByRole('link', { name: /^Emergency Hotline/ })).toHaveAttribute(
      'href',
      telHref(brand.emergencyPhone),
    );
  });
});
