import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { legalSectionId as sectionId, privacyPolicy, termsOfService } from '@ferrum/shared/content/legal';
import { LegalDocument } from './legal-document.tsx';

describe('legal document', () => {
  it('gives each section an anchor made of its heading', () => {
    expect(sectionId('9. Children’s Privacy')).toBe('9-children-s-privacy');
    expect(sectionId('1. Introduction')).toBe('1-introduction');
  });

  it('renders one h2 per section, the date and a table of contents linking to each section', () => {
    render(<LegalDocument document={termsOfService} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('April 6, 2025')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(13);
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links).toHaveLength(13);
    links.forEach((link, index) => {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target).toContainElement(headings[index] ?? null);
    });
  });

  it('renders the privacy policy with its 11 sections', () => {
    render(<LegalDocument document={privacyPolicy} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
  });
});
