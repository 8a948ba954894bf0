import {
  createUkeyRequest,
  isReplyTo,
  parseUkeyMessage,
  ukeyChangeEventName,
  ukeyServiceDefaults,
  type UkeyChangeEvent,
  type UkeyFunctionName,
  type UkeyParams,
  type UkeyReply,
} from '../protocol/messages';
import { UkeyError, ukeyMessages } from './ukeyErrors';

/** The parts of the browser's WebSocket the client uses, so tests can hand in another. */
export interface UkeySocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface UkeyClientOptions {
  host?: string;
  port?: number;
  /**
   * `wss` instead of `ws`, for a service set up with a certificate. Off by default: the local
   * service (docs/product/admin.md#local-certificate-service) is a plain WebSocket, and browsers let even an https page reach
   * `ws://127.0.0.1` (a loopback address counts as trustworthy).
   */
  secure?: boolean;
  /** Connecting and each answer give up after this long (docs/product/admin.md#local-certificate-service: 5000 ms). */
  timeoutMs?: number;
  /** Opens the socket; the browser's WebSocket by default. */
  createSocket?: (url: string) => UkeySocket;
  /** A key was inserted or removed (docs/product/admin.md#messages: 插入UKEY / 拔出UKEY). */
  onKeyChange?: (event: UkeyChangeEvent) => void;
  /** A reply to someone else's request arrived and was ignored (非当前请求). */
  onForeignReply?: (reply: UkeyReply) => void;
}

export interface UkeyClient {
  /** The address the client talks to. */
  readonly url: string;
  /** Opens the connection; rejects with `serviceUnavailable` or `socketFailed`. */
  connect(): Promise<void>;
  /** Sends one request and resolves with its reply's result; a non-zero code rejects. */
  call(funcName: UkeyFunctionName, params?: UkeyParams): Promise<UkeyReply>;
  close(): void;
}

const OPEN = 1;

const defaultSocket = (url: string): UkeySocket => new WebSocket(url) as unknown as UkeySocket;

interface Pending {
  randomID: string;
  resolve: (reply: UkeyReply) => void;
  reject: (error: UkeyError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** A client of the learner's local certificate service (docs/product/admin.md#local-certificate-service). */
export function createUkeyClient(options: UkeyClientOptions = {}): UkeyClient {
  const {
    host = ukeyServiceDefaults.host,
    port = ukeyServiceDefaults.port,
    secure = false,
    timeoutMs = ukeyServiceDefaults.connectTimeoutMs,
    createSocket = defaultSocket,
  } = options;
  const url = `${secure ? 'wss' : 'ws'}://${host}:${port}`;
  let socket: UkeySocket | undefined;
  const pending = new Map<string, Pending>();

  const failAll = (error: UkeyError) => {
    for (const entry of pending.values()) {
      clearTimeout(entry.timer);
      entry.reject(error);
    }
    pending.clear();
  };

  const receive = (data: unknown) => {
    const message = typeof data === 'string' ? parseUkeyMessage(data) : undefined;
    if (!message) return;
    if ('funcName' in message && message.funcName === ukeyChangeEventName) {
      options.onKeyChange?.(message);
      return;
    }
    const reply = message as UkeyReply;
    const entry = pending.get(reply.randomID);
    if (!entry || !isReplyTo(entry, reply)) {
      options.onForeignReply?.(reply);
      return;
    }
    pending.delete(reply.randomID);
    clearTimeout(entry.timer);
    if (reply.errorCode === 0) entry.resolve(reply);
    else entry.reject(new UkeyError('serviceError', ukeyMessages.serviceError(reply.errorCode, reply.errorMsg), { errorCode: reply.errorCode }));
  };

  return {
    url,
    connect() {
      if (socket && socket.readyState === OPEN) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        let opened: UkeySocket;
        try {
          opened = createSocket(url);
        } catch (error) {
          reject(new UkeyError('socketFailed', ukeyMessages.socketFailed, { cause: error }));
          return;
        }
        socket = opened;
        let settled = false;
        const timer = setTimeout(() => {
          if (settled) return;
          settled = true;
          opened.onopen = opened.onerror = opened.onclose = null;
          opened.close();
          reject(new UkeyError('serviceUnavailable', ukeyMessages.serviceUnavailable));
        }, timeoutMs);
        opened.onopen = () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve();
        };
        opened.onerror = () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          reject(new UkeyError('serviceUnavailable', ukeyMessages.serviceUnavailable));
        };
        opened.onclose = () => {
          // A socket this client has already replaced says nothing about the current one.
          if (socket !== opened) return;
          if (!settled) {
            settled = true;
            clearTimeout(timer);
            reject(new UkeyError('serviceUnavailable', ukeyMessages.serviceUnavailable));
          }
          failAll(new UkeyError('closed', ukeyMessages.closed));
        };
        opened.onmessage = (event) => receive(event.data);
      });
    },
    call(funcName, params = {}) {
      if (!socket || socket.readyState !== OPEN) {
        return Promise.reject(new UkeyError('closed', ukeyMessages.closed));
      }
      const request = createUkeyRequest(funcName, params);
      const open = socket;
      return new Promise<UkeyReply>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(request.randomID);
          reject(new UkeyError('serviceUnavailable', ukeyMessages.serviceUnavailable));
        }, timeoutMs);
        pending.set(request.randomID, { randomID: request.randomID, resolve, reject, timer });
        open.send(JSON.stringify(request));
      });
    },
    close() {
      const current = socket;
      socket = undefined;
      failAll(new UkeyError('closed', ukeyMessages.closed));
      if (current) {
        current.onopen = current.onerror = current.onclose = null;
        current.onmessage = null;
        current.close();
      }
    },
  };
}
