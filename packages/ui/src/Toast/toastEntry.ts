import type { ReactNode } from 'react';
import type { ToastKind } from './Toast';

/** A toast as the provider keeps it. */
export interface ToastEntry {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  duration: number;
}
