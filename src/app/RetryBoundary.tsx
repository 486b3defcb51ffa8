/**
 * Catches what its children throw while rendering (including a lazy page whose code failed to load) and
 * renders `fallback` instead, with a retry that mounts the children afresh and lets failed code loads
 * start again (lazy-page.ts). React catches render errors only in a class's getDerivedStateFromError,
 * so this is the one class component of the shell; the panels that show the error are functions.
 */
import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from './boot/lazy-page';

type Props = { label: string; fallback: (error: unknown, retry: () => void) => ReactNode; children: ReactNode };
type State = { error: unknown; attempt: number };

export class RetryBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.label} failed:`, error);
  }

  private retry = () => {
    retryFailedLoads();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    return error ? this.props.fallback(error, this.retry) : <Attempt key={attempt}>{this.props.children}</Attempt>;
  }
}

/** A keyed wrapper, so a retry remounts everything below it. */
function Attempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
