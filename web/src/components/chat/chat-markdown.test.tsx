import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { brand, telHref } from '@ferrum/shared/brand';
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

  it('keeps links to our own addresses and numbers', () => {
    renderMarkdown(`[Mail us](mailto:${brand.email}) or [call](${telHref(brand.phone)})`);
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute('href', `mailto:${brand.email}`);
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', telHref(brand.phone));
  });

  it('shows links to other addresses and numbers as plain text, with a title or by reference too', () => {
    const { container } = renderMarkdown(
      [
        '[support](mailto:help@evil.example "t") or [billing](mailto:billing@evil.example)',
        'Call our [emergency line][sos] or [the desk](tel:+19005550000).',
        '',
        '[sos]: tel:+19005550199',
      ].join('\n'),
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container).toHaveTextContent('support or billing Call our emergency line or the desk.');
  });

  it('keeps our own links written with a title or by reference', () => {
    renderMarkdown(
      `[Contact us](/company/contact "Contact") or [write][mail].\n\n[mail]: mailto:${brand.securityEmail}`,
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/company/contact');
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute('href', `mailto:${brand.securityEmail}`);
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

  it('allows only site paths and our own addresses and numbers', () => {
    expect(safeChatUrl('/company/contact')).toBe('/company/contact');
    expect(safeChatUrl('/products/data-diode#specifications')).toBe('/products/data-diode#specifications');
    expect(safeChatUrl('//evil.example')).toBe('');
    expect(safeChatUrl('/\\evil.example')).toBe('');
    expect(safeChatUrl('https://evil.example')).toBe('');
    expect(safeChatUrl('JavaScript:alert(1)')).toBe('');
    expect(safeChatUrl(`mailto:${brand.email}`)).toBe(`mailto:${brand.email}`);
    expect(safeChatUrl(`MAILTO:${brand.securityEmail.toUpperCase()}`)).toBe(
      `MAILTO:${brand.securityEmail.toUpperCase()}`,
    );
    expect(safeChatUrl(telHref(brand.emergencyPhone))).toBe(telHref(brand.emergencyPhone));
    expect(safeChatUrl('MAILTO:a@b.c')).toBe('');
    expect(safeChatUrl(`mailto:${brand.email}?subject=hi`)).toBe('');
    expect(safeChatUrl('tel:+19005550199')).toBe('');
  });
});
