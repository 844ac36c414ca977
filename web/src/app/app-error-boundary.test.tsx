import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, describeError } from './app-error-boundary.tsx';

function Broken(): never {
  throw new Error('Cannot read the plan list');
}

describe('AppErrorBoundary', () => {
  it('shows "Unexpected Application Error!" and the error message when a page throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the plan list')).toBeInTheDocument();
  });

  it('shows the page when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});

describe('describeError', () => {
  it('shows the status of a response-like error', () => {
    expect(describeError({ status: 503, statusText: 'Service Unavailable' })).toBe('503 Service Unavailable');
  });

  it('shows the message of an Error and the text of anything else', () => {
    expect(describeError(new Error('boom'))).toBe('boom');
    expect(describeError('plain text')).toBe('plain text');
  });
});
