import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown in place of the children after an error; gets a retry callback. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before the children render again. */
  onRetry?: () => void;
  /** For the field data. */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a remote's failure inside its own section; Retry renders the children again. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.warn('[remote section]', error.message);
    this.props.onError?.(error);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
