import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IntegrationGrid } from './integration-grid.tsx';

function renderGrid() {
  render(
    <MemoryRouter>
      <IntegrationGrid />
    </MemoryRouter>,
  );
  const filters = screen.getByRole('group', { name: 'Filter integrations by category' });
  return {
    user: userEvent.setup(),
    filter: (name: string) => within(filters).getByRole('button', { name }),
    cards: () => screen.getAllByRole('listitem'),
  };
}

describe('IntegrationGrid', () => {
  it('shows all 13 vendors with All Integrations pressed by default', () => {
    const { filter, cards } = renderGrid();
    expect(cards()).toHaveLength(13);
    expect(filter('All Integrations')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('IAM')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 13 integrations');
  });

  it('narrows the list to the chosen category and announces the count', async () => {
    const { user, filter, cards } = renderGrid();
    await user.click(filter('IAM'));
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('Okta')).toBeInTheDocument();
    expect(screen.getByText('Microsoft Entra ID')).toBeInTheDocument();
    expect(screen.getByText('CyberArk')).toBeInTheDocument();
    expect(screen.queryByText('Splunk')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 integrations');

    await user.click(filter('EDR'));
    expect(cards()).toHaveLength(4);
    expect(filter('EDR')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('IAM')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 integrations');
  });

  it('keeps the active filter when it is clicked again', async () => {
    const { user, filter, cards } = renderGrid();
    await user.click(filter('EDR'));
    await user.click(filter('EDR'));
    expect(cards()).toHaveLength(4);
    expect(filter('EDR')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('All Integrations')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows SIEM 3 and CLOUD 3, and everything again on All Integrations', async () => {
    const { user, filter, cards } = renderGrid();
    await user.click(filter('SIEM'));
    expect(cards()).toHaveLength(3);
    await user.click(filter('CLOUD'));
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('Google Cloud')).toBeInTheDocument();
    await user.click(filter('All Integrations'));
    expect(cards()).toHaveLength(13);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 13 integrations');
  });

  it('is operable from the keyboard', async () => {
    const { user, filter, cards } = renderGrid();
    filter('SIEM').focus();
    await user.keyboard('{Enter}');
    expect(cards()).toHaveLength(3);
    await user.tab();
    await user.keyboard(' ');
    expect(filter('CLOUD')).toHaveAttribute('aria-pressed', 'true');
  });
});
