import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '@ferrum/shared';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { renderStatic } from '../test/render-static.tsx';
import { showCurrentYear } from './current-year.ts';

const copyright = () => screen.getByText(/All rights reserved/);
const notice = (year: number) => `© ${year} ${brand.company}. All rights reserved.`;

describe('the footer year', () => {
  it("is the build's year in the HTML", () => {
    renderStatic(<SiteFooter />);
    expect(copyright()).toHaveTextContent(notice(__BUILD_YEAR__));
  });

  it("becomes the visitor's current year, for a page built in an earlier year", () => {
    renderStatic(<SiteFooter />);
    showCurrentYear(document, new Date(__BUILD_YEAR__ + 2, 0, 1));
    expect(copyright()).toHaveTextContent(notice(__BUILD_YEAR__ + 2));
  });
});
