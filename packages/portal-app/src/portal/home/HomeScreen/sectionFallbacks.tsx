import { Loading } from '@study-portal/ui';
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';

// These stand in while a section's code is on its way, so they use nothing the home page's
// own chunk does not already have: no kit component that would be one more file to wait for.

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--sp-space-3);
  color: var(--sp-color-text-muted);

  & > button {
    min-height: var(--sp-control-height);
    padding: 0 var(--sp-space-4);
    border: 1px solid var(--sp-color-border-control);
    border-radius: var(--sp-radius-control);
    background: var(--sp-color-surface);
    color: var(--sp-color-text);
    font: inherit;
    cursor: pointer;
  }
  & > button:hover {
    border-color: var(--sp-color-primary);
    color: var(--sp-color-primary);
  }
  & > button:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

/** A section whose code could not be fetched: says so and offers another try. */
export function SectionFailed({ what, height, onRetry }: { what: string; height: number; onRetry: () => void }) {
  return (
    <Failed role="alert" style={{ minHeight: height }}>
      <p>{what}加载失败，请检查网络后重试</p>
      <button type="button" onClick={onRetry}>
        重试
      </button>
    </Failed>
  );
}

/** The space a section will take, kept while its code or data arrives: the kit's `Loading`, so it is announced once and counts as loading. */
export function SectionLoading({ height, children }: { height?: number; children?: ReactNode }) {
  return (
    <Loading>
      <div aria-hidden="true" style={height ? { minHeight: height } : undefined}>
        {children}
      </div>
    </Loading>
  );
}

/** Keeps a section that fails while loading or rendering from taking the rest of the page with it. */
export class SectionBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
