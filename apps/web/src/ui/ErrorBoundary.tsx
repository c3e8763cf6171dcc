import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorDisplay } from './ErrorDisplay';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

// A page's code that cannot be fetched means the server is unreachable (the display then shows the
// 503 sentence); any other throw is a fault in the page, shown as a 500.
const asDisplayedError = (error: unknown): unknown =>
  error instanceof TypeError && /import|module/i.test(error.message)
    ? null
    : { status: 500, statusText: 'Internal Error' };

/** Catches a page that fails while rendering and shows the generic error display instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? (
      <ErrorDisplay error={asDisplayedError(this.state.error)} />
    ) : (
      this.props.children
    );
  }
}
