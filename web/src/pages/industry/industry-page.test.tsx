import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pages } from '@ferrum/shared';
import { industries } from '@ferrum/shared/content/industries';
import IndustryPage from './industry-page.tsx';
import { solutionHref } from './solution-href.ts';

function renderIndustry(slug: string) {
  return render(
    <MemoryRouter initialEntries={[`/industries/${slug}`]}>
      <Routes>
        <Route path="/industries/:slug" element={<IndustryPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('solution Learn More target', () => {
  it('goes to the digital twin page when the title mentions Digital Twin, in any case', () => {
    expect(solutionHref('Digital Twin for Smart Factories')).toBe(pages.digitalTwin.path);
    expect(solutionHref('A digital twin of the grid')).toBe(pages.digitalTwin.path);
  });

  it('goes to the data diode page otherwise', () => {
    expect(solutionHref('SCADA Isolation with Data Diodes')).toBe(pages.dataDiode.path);
    expect(solutionHref('Twin-engine protection')).toBe(pages.dataDiode.path);
  });

  it('sends exactly one solution of every industry to each product page', () => {
    for (const industry of industries) {
      const targets = industry.solutions.map((solution) => solutionHref(solution.title)).sort();
      expect(targets, industry.slug).toEqual([pages.dataDiode.path, pages.digitalTwin.path].sort());
    }
  });
});

describe('industry page', () => {
  // jsdom has no matchMedia; the hero video asks it whether motion is welcome.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    return () => vi.unstubAllGlobals();
  });

  it('renders the industry named by the slug with its stats, challenges, solutions and breadcrumbs', () => {
    renderIndustry('manufacturing');
    expect(screen.getByRole('heading', { level: 1, name: 'Manufacturing Cybersecurity' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Industries' })).toHaveAttribute('href', '/#industries');
    expect(within(breadcrumbs).getByText('Manufacturing')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('region', { name: 'Key figures' })).getAllByRole('definition')).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: 'Key Challenges' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(3);
    const solutions = screen.getByRole('region', { name: 'Our Solutions' });
    expect(
      within(solutions).getByRole('link', { name: 'Learn More: Digital Twin for Smart Factories' }),
    ).toHaveAttribute('href', pages.digitalTwin.path);
    expect(
      within(solutions).getByRole('link', { name: 'Learn More: Secure Industry 4.0 Data Flows with Data Diodes' }),
    ).toHaveAttribute('href', pages.dataDiode.path);
    expect(screen.queryByRole('heading', { name: /How It Works/ })).not.toBeInTheDocument();
  });

  it('shows the How It Works steps only for Water', () => {
    renderIndustry('water');
    const section = screen.getByRole('region', { name: 'How It Works for Water Utilities' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the not-found view for an unknown industry', () => {
    renderIndustry('atlantis');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
