import { createPrivateKey, sign, X509Certificate } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { createRequestId, ukeyChangeEventName, ukeyErrorCodes, ukeyFunctions, type UkeyReply, type UkeyRequest } from '../protocol/messages';
import { demoCertificateId, demoUkeyCertificate, demoUkeyPrivateKey } from './demoCertificate';

export interface UkeySimulatorOptions {
  host?: string;
  /** 0 picks a free port (tests); the real service listens on 23577. */
  port?: number;
  pin?: string;
  /** Wrong PINs allowed before the PIN locks. */
  maxPinTries?: number;
  /** Delay before each reply, in ms. */
  replyDelayMs?: number;
  /** Before each real reply, send one for a request nobody made (非当前请求). */
  foreignReplies?: boolean;
  /** Before each real reply, send a frame that is not JSON. */
  garbageFrames?: boolean;
  /** Never answer (a hung service). */
  silent?: boolean;
  /** Start with no key inserted. */
  removed?: boolean;
  /** The holder's name on the certificate list. */
  holderName?: string;
  privateKeyPem?: string;
  certificatePem?: string;
}

export interface UkeySimulator {
  readonly url: string;
  readonly port: number;
  /** PIN tries left. */
  readonly triesLeft: number;
  insert(): void;
  remove(): void;
  /** Changes behaviour while running (delays, foreign replies, silence, ...). */
  configure(options: Partial<Pick<UkeySimulatorOptions, 'replyDelayMs' | 'foreignReplies' | 'garbageFrames' | 'silent'>>): void;
  lockPin(): void;
  close(): Promise<void>;
}

const derBase64 = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/**
 * A stand-in for the learner's local certificate service, speaking our wire format with a real
 * RSA key and X.509 certificate, so the UKEY login is tested end to end (signatures verify).
 */
export async function startUkeySimulator(options: UkeySimulatorOptions = {}): Promise<UkeySimulator> {
  const settings = {
    pin: options.pin ?? '123456',
    maxPinTries: options.maxPinTries ?? 6,
    replyDelayMs: options.replyDelayMs ?? 0,
    foreignReplies: options.foreignReplies ?? false,
    garbageFrames: options.garbageFrames ?? false,
    silent: options.silent ?? false,
    holderName: options.holderName ?? '王强',
  };
  const privateKey = createPrivateKey(options.privateKeyPem ?? demoUkeyPrivateKey);
  const certificatePem = options.certificatePem ?? demoUkeyCertificate;
  const certificate = derBase64(certificatePem);
  let inserted = !options.removed;
  let triesLeft = settings.maxPinTries;
  const loggedIn = new WeakSet<WebSocket>();

  const server = new WebSocketServer({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;

  const broadcast = (frame: unknown) => {
    for (const client of server.clients) client.send(JSON.stringify(frame));
  };

  const answer = (socket: WebSocket, request: UkeyRequest): UkeyReply => {
    const reply = (errorCode: number, result?: string, errorMsg?: string): UkeyReply => ({
      randomID: request.randomID,
      errorCode,
      ...(result !== undefined ? { result } : {}),
      ...(errorMsg ? { errorMsg } : {}),
    });
    if (request.funcName === ukeyFunctions.version) return reply(0, '1.0.0-simulator');
    if (!inserted) {
      return request.funcName === ukeyFunctions.listCertificates ? reply(0, '') : reply(ukeyErrorCodes.deviceRemoved, undefined, '设备已拔出');
    }
    switch (request.funcName) {
      case ukeyFunctions.listCertificates:
        return reply(0, `${settings.holderName}||${demoCertificateId}`);
      case ukeyFunctions.verifyPin:
        if (request.param1 !== demoCertificateId) return reply(ukeyErrorCodes.certificateNotFound);
        if (triesLeft <= 0) return reply(ukeyErrorCodes.pinLocked, undefined, 'PIN已锁定');
        if (request.param2 !== settings.pin) {
          triesLeft -= 1;
          return reply(triesLeft <= 0 ? ukeyErrorCodes.pinLocked : ukeyErrorCodes.pinIncorrect, undefined, 'PIN错误');
        }
        triesLeft = settings.maxPinTries;
        loggedIn.add(socket);
        return reply(0, 'true');
      case ukeyFunctions.pinRetryCount:
        return reply(0, String(triesLeft));
      case ukeyFunctions.exportSignCertificate:
        return request.param1 === demoCertificateId ? reply(0, certificate) : reply(ukeyErrorCodes.certificateNotFound);
      case ukeyFunctions.signMessage:
        if (request.param1 !== demoCertificateId) return reply(ukeyErrorCodes.certificateNotFound);
        if (!loggedIn.has(socket)) return reply(ukeyErrorCodes.notLoggedIn, undefined, '请先验证PIN码');
        return reply(0, sign('sha256', Buffer.from(request.param2, 'utf8'), privateKey).toString('base64'));
      case ukeyFunctions.certificateInfo: {
        const x509 = new X509Certificate(Buffer.from(request.param1, 'base64'));
        return reply(0, JSON.stringify({ subject: x509.subject, serialNumber: x509.serialNumber, validFrom: new Date(x509.validFrom).toISOString(), validTo: new Date(x509.validTo).toISOString() }));
      }
      default:
        return reply(0x0b000001, undefined, '不支持的功能');
    }
  };

  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      if (settings.silent) return;
      let request: UkeyRequest;
      try {
        request = JSON.parse(String(data)) as UkeyRequest;
      } catch {
        return;
      }
      const send = () => {
        if (settings.garbageFrames) socket.send('\u0000garbage{');
        if (settings.foreignReplies) socket.send(JSON.stringify({ randomID: createRequestId(), errorCode: 0, result: 'not yours' }));
        socket.send(JSON.stringify(answer(socket, request)));
      };
      if (settings.replyDelayMs > 0) setTimeout(send, settings.replyDelayMs);
      else send();
    });
  });

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    get triesLeft() {
      return triesLeft;
    },
    insert() {
      inserted = true;
      broadcast({ funcName: ukeyChangeEventName, inserted: true, deviceId: 'SIM-0001' });
    },
    remove() {
      inserted = false;
      broadcast({ funcName: ukeyChangeEventName, inserted: false, deviceId: 'SIM-0001' });
    },
    configure(next) {
      Object.assign(settings, next);
    },
    lockPin() {
      triesLeft = 0;
    },
    close() {
      for (const client of server.clients) client.terminate();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
