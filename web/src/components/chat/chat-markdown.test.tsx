import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown, safeChatUrl } from './chat-markdown.tsx';

function renderMarkdown(text: string) {
  return render(
    <MemoryRouter>
      <ChatMarkdown text={text} />
    </MemoryRouter>,
  );
}

describe('ChatMarkdown', () => {
  it('renders lists, bold text and links to our own pages', () => {
    renderMarkdown('The **Data Diode**:\n\n- one way\n- 10 Gbps\n\nSee [Data Diode](/products/data-diode).');
    expect(screen.getByText('Data Diode', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Data Diode' })).toHaveAttribute('href', '/products/data-diode');
  });

  it('keeps mailto: and tel: links', () => {
    renderMarkdown('[Mail us](mailto:contact@ferrumshield.example) or [call](tel:+12125550147)');
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute(
      'href',
      'mailto:contact@ferrumshield.example',
    );
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+12125550147');
  });

  it('shows other links as plain text and drops images and raw HTML', () => {
    const { container } = renderMarkdown(
      '[evil](https://evil.example) [js](javascript:alert(1)) [proto](//evil.example) ![x](/x.png) <b>bold</b><script>alert(1)</script>',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/evil/)).toBeInTheDocument();
    expect(container.querySelector('img, script, b')).toBeNull();
  });

  it('turns headings into bold lines', () => {
    renderMarkdown('# Big title\n\nText');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Big title')).toHaveClass('font-semibold');
  });

  it('allows only site paths, mailto and tel', () => {
    expect(safeChatUrl('/company/contact')).toBe('/company/contact');
    expect(safeChatUrl('//evil.example')).toBe('');
    expect(safeChatUrl('https://evil.example')).toBe('');
    expect(safeChatUrl('JavaScript:alert(1)')).toBe('');
    expect(safeChatUrl('MAILTO:a@b.c')).toBe('MAILTO:a@b.c');
  });
});
