import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Last line of defence for faults outside the router (providers, theme). Plain HTML on purpose:
 * the UI library may be the very thing that failed.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Something went wrong</h1>
        <p>Looks like our services are currently offline</p>
        <button type="button" onClick={() => window.location.assign('/')}>
          Back to homepage
        </button>
      </main>
    );
  }
}
