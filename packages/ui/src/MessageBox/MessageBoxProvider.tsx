import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageBoxKind, MessageBoxTone } from './MessageBox';

// Most pages never show a box: the box (with the dialog and its focus handling) loads the first
// time one is asked for, instead of with every page.
const MessageBox = lazy(async () => ({ default: (await import('./MessageBox')).MessageBox }));

export interface MessageBoxOptions {
  /** What the user must read or decide. */
  message: ReactNode;
  /** Default 提醒 for an alert, 提示 for a confirm. */
  title?: ReactNode;
  /** Default 确定. */
  confirmLabel?: string;
  /** Default 取消. */
  cancelLabel?: string;
  /** Adds an icon in the tone's colour. */
  tone?: MessageBoxTone;
}

export interface MessageBoxApi {
  /** Shows a message with only 确定; resolves when it is pressed. */
  alert: (options: MessageBoxOptions) => Promise<void>;
  /** Asks a question; resolves `true` for 确定, `false` for 取消, Esc or the close button. */
  confirm: (options: MessageBoxOptions) => Promise<boolean>;
}

interface PendingBox {
  id: number;
  kind: MessageBoxKind;
  options: MessageBoxOptions;
  answer: (confirmed: boolean) => void;
}

const MessageBoxContext = createContext<MessageBoxApi | null>(null);

/** Alerts and confirms from anywhere below a MessageBoxProvider. */
export function useMessageBox(): MessageBoxApi {
  const api = useContext(MessageBoxContext);
  if (!api) throw new Error('useMessageBox() needs a <MessageBoxProvider> above it.');
  return api;
}

export interface MessageBoxProviderProps {
  /** The part of the app that may open message boxes with `useMessageBox()`. */
  children?: ReactNode;
}

/** Shows one box at a time; boxes asked for meanwhile wait their turn, in order. */
export function MessageBoxProvider({ children }: MessageBoxProviderProps) {
  const [queue, setQueue] = useState<PendingBox[]>([]);
  const lastId = useRef(0);

  const api = useMemo<MessageBoxApi>(() => {
    const enqueue = (kind: MessageBoxKind, options: MessageBoxOptions) =>
      new Promise<boolean>((answer) => {
        lastId.current += 1;
        const box = { id: lastId.current, kind, options, answer };
        setQueue((boxes) => [...boxes, box]);
      });
    return {
      alert: async (options) => {
        await enqueue('alert', options);
      },
      confirm: (options) => enqueue('confirm', options),
    };
  }, []);

  const current = queue[0];
  // Removing by identity keeps a double click from answering the next box too.
  const answer = (box: PendingBox, confirmed: boolean) => {
    box.answer(confirmed);
    setQueue((boxes) => boxes.filter((other) => other !== box));
  };

  return (
    <MessageBoxContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
        <MessageBox
          key={current.id}
          open
          kind={current.kind}
          title={current.options.title}
          message={current.options.message}
          tone={current.options.tone}
          labels={{ confirm: current.options.confirmLabel, cancel: current.options.cancelLabel }}
          onConfirm={() => answer(current, true)}
          onCancel={() => answer(current, false)}
        />
        </Suspense>
      )}
    </MessageBoxContext.Provider>
  );
}
