import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';
import { reportClientError } from './report-client-error';

interface State {
  failed: boolean;
}

/** Last line of defence for errors outside the router (providers, router start-up). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Fatal application error', error, info.componentStack);
    reportClientError(error, 'boundary', info.componentStack ?? null);
  }

  render() {
    return this.state.failed ? <ErrorPage standalone /> : this.props.children;
  }
}
