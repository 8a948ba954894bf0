import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SectionBoundary, SectionFailed } from './sectionFallbacks';
import { SectionPlaceholder } from './SectionPlaceholder';
import type { SectionShape } from './sectionShapes';
import { useNearViewport } from './useNearViewport';

/** Loads a section's code: a dynamic import of its module, picking the named export. */
export type SectionLoader = () => Promise<{ default: ComponentType }>;

export interface DeferredSectionBodyProps {
  load: SectionLoader;
  /** What the section is called in the failure message, e.g. 直播课堂. */
  what: string;
  /** What the section looks like until its code and data arrive, so nothing below jumps. */
  shape: SectionShape;
}

type Loaded = { Body: ComponentType } | 'failed' | undefined;

/** Room for the failure message and its button: less than a row of cards, enough to notice. */
const failedHeight = 240;

/**
 * A home section below the first screen: its code is fetched only when it nears the viewport,
 * so the home page starts with the banner and the notices alone. If the code cannot be
 * fetched, the section says so and offers another try, and the rest of the page is unaffected.
 */
export function DeferredSectionBody({ load, what, shape }: DeferredSectionBodyProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const [loaded, setLoaded] = useState<Loaded>(undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded({ Body: module.default });
      },
      () => {
        if (current) setLoaded('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [near, load, attempt]);

  const retry = () => {
    setLoaded(undefined);
    setAttempt((count) => count + 1);
  };
  const failed = <SectionFailed what={what} height={failedHeight} onRetry={retry} />;

  let body: ReactNode = <SectionPlaceholder shape={shape} withControls announce={near} />;
  if (loaded === 'failed') body = failed;
  else if (loaded) {
    body = (
      <SectionBoundary key={attempt} fallback={failed}>
        <loaded.Body />
      </SectionBoundary>
    );
  }

  return <div ref={anchor}>{body}</div>;
}
