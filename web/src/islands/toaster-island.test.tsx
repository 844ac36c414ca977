import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import ToasterIsland from './toaster-island.tsx';

describe('the toaster', () => {
  it('shows toasts at the top center, clear of the chat button bottom-right, and Alt+T reaches them', async () => {
    toast.dismiss();
    render(<ToasterIsland />);
    act(() => {
      toast.success('Form submitted successfully', { description: 'A test toast.' });
    });
    const list = (await screen.findByText('Form submitted successfully')).closest('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
    expect(screen.getByRole('region', { name: /Notifications alt\+T/i })).toBeInTheDocument();
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT', key: 't' });
    expect(list).toHaveFocus();
  });
});
