import { Component, Fragment, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { errorLog } from '@/lib/error-handler';

// Only a page with a failing part needs the fallback's screen, so it is not in the pages' first
// load. If it cannot be fetched either, that error reaches the page's own boundary (in the shell).
const ComponentErrorFallback = lazy(() =>
  import('./component-error-fallback').then((module) => ({
    default: module.ComponentErrorFallback,
  })),
);

interface Props {
  children: ReactNode;
  /** Names the failing part in the console. */
  name?: string;
}

interface State {
  error: Error | null;
  componentStack: string | null;
  retries: number;
}

/**
 * Keeps one failing part of a screen from taking the page down; the user may reload it up to
 * CLIENT_ERRORS.boundaryMaxRetries times.
 */
export class ComponentErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: null, retries: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Component error${this.props.name ? ` in ${this.props.name}` : ''}`, error, info);
    this.setState({ componentStack: info.componentStack ?? null });
    errorLog.record(error, { source: 'boundary', componentStack: info.componentStack });
  }

  private retry = () => {
    this.setState(({ retries }) => ({ error: null, componentStack: null, retries: retries + 1 }));
  };

  override render() {
    const { error, componentStack, retries } = this.state;
    if (error) {
      return (
        <Suspense fallback={null}>
          <ComponentErrorFallback
            error={error}
            componentStack={componentStack}
            retries={retries}
            onRetry={this.retry}
          />
        </Suspense>
      );
    }
    // A new key remounts the subtree, so a retry starts from fresh state.
    return <Fragment key={retries}>{this.props.children}</Fragment>;
  }
}
