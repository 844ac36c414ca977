import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchOptions, SiteSearchResults } from '../../lib/site-search.ts';
import { SiteSearch } from './site-search.tsx';

const searchSite = vi.hoisted(() =>
  vi.fn(async (query: string, _options: SearchOptions): Promise<SiteSearchResults> => {
    if (/offline/.test(query)) throw new Error('index unavailable');
    if (!/diode/i.test(query)) return { total: 0, hits: [] };
    return {
      total: 2,
      hits: [
        {
          path: '/products/data-diode',
          title: 'Data Diode',
          excerpt: [
            { text: 'A hardware ', marked: false },
            { text: 'diode', marked: true },
          ],
        },
        {
          path: '/blog/3',
          title: 'Data Diodes Explained',
          excerpt: [{ text: 'one-way', marked: false }],
          section: { title: 'Data diode or firewall?', path: '/blog/3#data-diode-or-firewall' },
        },
      ],
    };
  }),
);
vi.mock('../../lib/site-search.ts', () => ({ searchSite }));

describe('the site search', () => {
  it('says what to do before anything is typed, and loads nothing', () => {
    render(<SiteSearch />);
    expect(screen.getByRole('status')).toHaveTextContent('Type a word or two: results appear as you type.');
    expect(searchSite).not.toHaveBeenCalled();
  });

  it('lists the matching pages as the visitor types, with the matched words marked, and keeps the search in the address', async () => {
    const user = userEvent.setup();
    render(<SiteSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'diode');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 pages match “diode”.'));
    const results = screen.getAllByRole('listitem');
    expect(within(results[0]!).getByRole('link', { name: 'Data Diode' })).toHaveAttribute(
      'href',
      '/products/data-diode',
    );
    expect(within(results[0]!).getByText('diode', { selector: 'mark' })).toBeInTheDocument();
    expect(within(results[1]!).getByRole('link', { name: 'Data diode or firewall?' })).toHaveAttribute(
      'href',
      '/blog/3#data-diode-or-firewall',
    );
    expect(window.location.search).toBe('?q=diode');
  });

  it('runs the search in the address on arrival', async () => {
    window.history.replaceState(null, '', '/search?q=diode');
    render(<SiteSearch />);
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('diode');
    expect(await screen.findByRole('link', { name: 'Data Diode' })).toBeInTheDocument();
  });

  it('says when nothing matches, and offers the team', async () => {
    const user = userEvent.setup();
    render(<SiteSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'quantum banana');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No pages match “quantum banana”.'));
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/company/contact');
  });

  it('says when the search cannot run', async () => {
    const user = userEvent.setup();
    render(<SiteSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'offline');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Search is not available right now. Please try again in a moment.',
      ),
    );
  });
});
