import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { EnrolDialog } from './EnrolDialog';
import { enrolmentMessages, type EnrolTarget } from './enrolment';

const Done = styled.p`
  margin: 0;
  padding: var(--sp-space-3) var(--sp-space-4);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-success-surface);
  color: var(--sp-color-success);
  font-weight: 700;

  &:empty {
    display: none;
  }

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

export interface EnrolmentFlow {
  /** Opens the enrolment dialog for a class. */
  start: (target: EnrolTarget) => void;
  /** The class being enrolled in, while the dialog is open. */
  target: EnrolTarget | null;
  /** The dialog and the confirmation, placed once on the page. */
  element: ReactNode;
}

/**
 * The enrolment of a page's classes: one dialog, then a confirmation that takes the focus,
 * since the 报名 button the learner pressed is gone once the class counts them in.
 */
export function useEnrolmentFlow(): EnrolmentFlow {
  const [target, setTarget] = useState<EnrolTarget | null>(null);
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const element = (
    <>
      <Done ref={doneRef} role="status" tabIndex={-1}>
        {done}
      </Done>
      <EnrolDialog
        target={target}
        onClose={() => setTarget(null)}
        // Empty, the confirmation is hidden and the dialog hands the focus back as usual.
        returnFocusRef={doneRef}
        onEnrolled={(enrolled) => {
          setTarget(null);
          setDone(enrolmentMessages.enrolled(enrolled.name));
        }}
      />
    </>
  );
  return {
    start: (next) => {
      setDone('');
      setTarget(next);
    },
    target,
    element,
  };
}
