import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of children that failed to load (a query or a chunk of code), and
 * hands the error to `onError` to be logged: the rest of the page carries on.
 */
export class LoadErrorBoundary extends Component<
  { fallback: ReactNode; onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
