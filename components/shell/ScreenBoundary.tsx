'use client';
import { Component, type ReactNode } from 'react';
import { ScreenError } from './ScreenError';

interface ScreenBoundaryProps {
  children: ReactNode;
  /** Called by the retry button after the boundary has cleared its error. */
  onRetry: () => void;
}

interface ScreenBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches a screen chunk that failed to load (or a screen that threw) and offers a retry. */
export class ScreenBoundary extends Component<ScreenBoundaryProps, ScreenBoundaryState> {
  state: ScreenBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ScreenBoundaryState {
    return { error, failed: true };
  }

  private retry = () => {
    this.setState({ error: null, failed: false });
    this.props.onRetry();
  };

  render() {
    if (this.state.failed) return <ScreenError error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
