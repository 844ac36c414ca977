import { Component, type ReactNode } from 'react';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
}

/** "404 Not Found" for a thrown Response-like error, else the error's message. */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return `${String(status)} ${typeof statusText === 'string' ? statusText : ''}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the visitor sees when a page fails unexpectedly (docs/product.md#error-screens). The layout
 * keys it by path, so navigating elsewhere clears the error.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    console.error('Unexpected Application Error!', error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div className="mx-auto max-w-2xl px-6 pt-32 pb-24">
        <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-4 font-mono text-slate-700">{describeError(this.state.error)}</p>
        <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
          Return to Home
        </a>
      </div>
    );
  }
}
