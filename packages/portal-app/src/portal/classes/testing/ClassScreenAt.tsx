import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { UnknownClassScreen } from '../UnknownClassScreen';
import { ScreenHarness } from '../../../testing/ScreenHarness';

export interface ClassScreenAtProps {
  /** The address the screen opens at, e.g. /projectDetail?id=tbtp-04. */
  path: string;
  /** A demo account; signed out when absent (the open pages). */
  signedInAs?: string;
  /** The screen, or routes of its own (the class file's tabs). */
  children: ReactNode;
}

/**
 * A class screen in a story, with /errorCode beside it: a class the server does not know
 * leads there, as in the app.
 */
export function ClassScreenAt({ path, signedInAs, children }: ClassScreenAtProps) {
  return (
    <ScreenHarness path={path} {...(signedInAs ? { signedInAs } : {})}>
      <Routes>
        <Route path="/errorCode" element={<UnknownClassScreen />} />
        <Route path="*" element={children} />
      </Routes>
    </ScreenHarness>
  );
}
