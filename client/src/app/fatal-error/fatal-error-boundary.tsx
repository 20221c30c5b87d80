import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeError, type ErrorReport } from './error-details.ts';
import { FatalErrorScreen } from './fatal-error-screen.tsx';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared so navigation away works. */
  resetKey?: string;
}

interface State {
  report: ErrorReport | null;
}

/** Catches render errors below it; React Router's own errors go to RouteErrorScreen instead. */
export class FatalErrorBoundary extends Component<Props, State> {
  override state: State = { report: null };

  static getDerivedStateFromError(error: unknown): State {
    return { report: describeError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ report: describeError(error, info.componentStack ?? null) });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.report && previous.resetKey !== this.props.resetKey) this.setState({ report: null });
  }

  private readonly retry = () => {
    this.setState({ report: null });
  };

  override render(): ReactNode {
    return this.state.report ? (
      <FatalErrorScreen report={this.state.report} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}
