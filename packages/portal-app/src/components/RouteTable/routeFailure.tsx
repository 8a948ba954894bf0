import { Component, createContext, useContext, type ReactNode } from 'react';

const RouteFailureContext = createContext<unknown>(undefined);

/** Why the route's screen failed, inside a route's failure element. */
export function useRouteFailure(): unknown {
  return useContext(RouteFailureContext);
}

export const RouteFailureProvider = RouteFailureContext.Provider;

interface FailureBoundaryProps {
  /** Drawn instead of the route's element once it has thrown. */
  failure: ReactNode;
  /** The address shown: a new one clears the failure, so the learner can go on elsewhere. */
  pathname: string;
  children?: ReactNode;
}

interface FailureBoundaryState {
  failed: boolean;
  error: unknown;
  pathname: string;
}

/** A route's error element: what its screen shows instead of crashing the whole page. */
export class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  override state: FailureBoundaryState = { failed: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<FailureBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: FailureBoundaryProps, state: FailureBoundaryState): Partial<FailureBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, error: undefined, pathname: props.pathname };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteFailureProvider value={this.state.error}>{this.props.failure}</RouteFailureProvider>;
  }
}
