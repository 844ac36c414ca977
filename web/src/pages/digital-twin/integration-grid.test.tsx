import { isInaccessible, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../test/render-static.tsx';
import { IntegrationGrid } from './integration-grid.tsx';

// The filter is radio buttons and CSS `:has()` rules, no script: jsdom evaluates
// those rules, so the cards and count lines it hides are hidden here too.
function renderGrid() {
  renderStatic(<IntegrationGrid />);
  const filters = screen.getByRole('group', { name: 'Filter integrations by category' });
  const status = screen.getByRole('status');
  return {
    user: userEvent.setup(),
    filter: (name: string) => within(filters).getByRole('radio', { name }),
    /** The vendor cards a visitor sees. */
    cards: () => screen.getAllByRole('listitem'),
    /** The count line a visitor sees (the status holds one per filter). */
    count: () =>
      within(status)
        .getAllByText(/^Showing/)
        .filter((line) => !isInaccessible(line))
        .map((line) => line.textContent),
  };
}

describe('IntegrationGrid', () => {
  it('shows all 13 vendors with All Integrations chosen by default', () => {
    const { filter, cards, count } = renderGrid();
    expect(cards()).toHaveLength(13);
    for (const card of cards()) expect(card).toHaveAttribute('data-categories');
    expect(filter('All Integrations')).toBeChecked();
    expect(filter('IAM')).not.toBeChecked();
    expect(count()).toEqual(['Showing 13 integrations']);
  });

  it('has every count line in the HTML, one per filter', () => {
    renderGrid();
    const status = screen.getByRole('status');
    expect(within(status).getAllByText('Showing 13 integrations')).toHaveLength(1);
    expect(within(status).getAllByText('Showing 3 integrations')).toHaveLength(3);
    expect(within(status).getAllByText('Showing 4 integrations')).toHaveLength(1);
  });

  it('narrows the list to the chosen category and announces the count', async () => {
    const { user, filter, cards, count } = renderGrid();
    await user.click(filter('IAM'));
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('Okta')).toBeVisible();
    expect(screen.getByText('Microsoft Entra ID')).toBeVisible();
    expect(screen.getByText('CyberArk')).toBeVisible();
    expect(screen.getByText('Splunk')).not.toBeVisible();
    expect(count()).toEqual(['Showing 3 integrations']);

    await user.click(filter('EDR'));
    expect(cards()).toHaveLength(4);
    expect(filter('EDR')).toBeChecked();
    expect(filter('IAM')).not.toBeChecked();
    expect(count()).toEqual(['Showing 4 integrations']);
  });

  it('keeps the active filter when it is clicked again', async () => {
    const { user, filter, cards } = renderGrid();
    await user.click(filter('EDR'));
    await user.click(filter('EDR'));
    expect(cards()).toHaveLength(4);
    expect(filter('EDR')).toBeChecked();
    expect(filter('All Integrations')).not.toBeChecked();
  });

  it('shows SIEM 3 and CLOUD 3, and everything again on All Integrations', async () => {
    const { user, filter, cards, count } = renderGrid();
    await user.click(filter('SIEM'));
    expect(cards()).toHaveLength(3);
    await user.click(filter('CLOUD'));
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('Google Cloud')).toBeVisible();
    await user.click(filter('All Integrations'));
    expect(cards()).toHaveLength(13);
    expect(count()).toEqual(['Showing 13 integrations']);
  });

  it('is operable from the keyboard: Tab reaches the chosen filter, arrow keys move the choice', async () => {
    const { user, filter, cards, count } = renderGrid();
    await user.tab();
    expect(filter('All Integrations')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(filter('IAM')).toHaveFocus();
    expect(filter('IAM')).toBeChecked();
    expect(cards()).toHaveLength(3);
    await user.keyboard('{ArrowRight}');
    expect(filter('EDR')).toBeChecked();
    expect(count()).toEqual(['Showing 4 integrations']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(filter('All Integrations')).toBeChecked();
    expect(cards()).toHaveLength(13);
  });
});
