import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorLog } from '@/lib/error-handler';
import { PageErrorScreen } from './page-error-screen';

interface Props {
  children: ReactNode;
  /** A new value (the next route) clears the error. */
  resetKey: string;
}

interface State {
  error: unknown;
  componentStack: string | null;
  failedKey: string | null;
}

/** Page level: the page that failed is replaced by the error screen; header and nav stay. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedKey !== null && state.failedKey !== props.resetKey) {
      return { error: null, componentStack: null, failedKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? null, failedKey: this.props.resetKey });
    console.error('Page error', error, info.componentStack);
    errorLog.record(error, { source: 'page', componentStack: info.componentStack });
  }

  override render() {
    if (this.state.error) {
      return (
        <PageErrorScreen error={this.state.error} componentStack={this.state.componentStack} />
      );
    }
    return this.props.children;
  }
}
