/**
 * The wire format of the local certificate service (docs/product/admin.md#local-certificate-service).
 *
 * [A] No public trace shows this vendor's protocol. The request shape is the product's; the
 * reply and event shapes follow the GM/T 0020 "SOF" conventions other Chinese CA vendors use
 * (docs/product/admin.md#local-certificate-service). Everything about the wire lives in this module, so a real vendor's names can
 * replace ours in one place.
 */

/** Default address of the service: it listens on the learner's own machine. */
export const ukeyServiceDefaults = {
  host: '127.0.0.1',
  port: 23577,
  /** docs/product/admin.md#local-certificate-service: connecting fails after 5000 ms. */
  connectTimeoutMs: 5000,
} as const;

/** Length of `randomID` (docs/product/admin.md#local-certificate-service). */
export const requestIdLength = 16;

/** Functions the portal calls, named after their SOF counterparts. */
export const ukeyFunctions = {
  listCertificates: 'SOF_GetUserList',
  exportSignCertificate: 'SOF_ExportUserCert',
  verifyPin: 'SOF_Login',
  pinRetryCount: 'SOF_GetPinRetryCount',
  signMessage: 'SOF_SignMessage',
  certificateInfo: 'SOF_GetCertInfo',
  version: 'SOF_GetVersion',
} as const;

export type UkeyFunctionName = (typeof ukeyFunctions)[keyof typeof ukeyFunctions];

/**
 * Error codes with a meaning of their own, in the GM/T 0020 style (0x0B0000xx). [A] The
 * vendor's numbers are not known; these are ours, kept here with the rest of the wire format.
 */
export const ukeyErrorCodes = {
  certificateNotFound: 0x0b000031,
  notLoggedIn: 0x0b000040,
  pinIncorrect: 0x0b000024,
  pinLocked: 0x0b000025,
  deviceRemoved: 0x0b000050,
} as const;

/** A call to the service. Unused parameters are sent as empty strings. */
export interface UkeyRequest {
  funcName: UkeyFunctionName;
  randomID: string;
  param1: string;
  param2: string;
  param3: string;
  param4: string;
}

/** The service's answer to the request with the same `randomID`; `errorCode` 0 means success. */
export interface UkeyReply {
  randomID: string;
  errorCode: number;
  result?: string;
  errorMsg?: string;
}

/** Name of the unsolicited message the service sends when a key is inserted or removed. */
export const ukeyChangeEventName = 'onUkeyChange';

/** A key was inserted (`inserted: true`) or removed. */
export interface UkeyChangeEvent {
  funcName: typeof ukeyChangeEventName;
  inserted: boolean;
  /** Serial of the key's device, when the service reports it. */
  deviceId?: string;
}

export type UkeyIncomingMessage = UkeyReply | UkeyChangeEvent;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A fresh 16-character request id from the platform's cryptographic random source, so two
 * pages talking to the same service never pick the same id.
 */
export function createRequestId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every
  // character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let id = '';
  while (id.length < requestIdLength) {
    for (const byte of random(new Uint8Array(requestIdLength * 2))) {
      if (byte < limit) id += alphabet[byte % alphabet.length];
      if (id.length === requestIdLength) break;
    }
  }
  return id;
}

export interface UkeyParams {
  param1?: string;
  param2?: string;
  param3?: string;
  param4?: string;
}

/** Builds a request with a fresh id; missing parameters become empty strings. */
export function createUkeyRequest(funcName: UkeyFunctionName, params: UkeyParams = {}, randomID = createRequestId()): UkeyRequest {
  return {
    funcName,
    randomID,
    param1: params.param1 ?? '',
    param2: params.param2 ?? '',
    param3: params.param3 ?? '',
    param4: params.param4 ?? '',
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads one frame from the service. Returns `undefined` for anything that is neither a
 * reply nor a key event, so a garbage frame can never be mistaken for an answer.
 */
export function parseUkeyMessage(frame: string): UkeyIncomingMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  if (value.funcName === ukeyChangeEventName && typeof value.inserted === 'boolean') {
    return {
      funcName: ukeyChangeEventName,
      inserted: value.inserted,
      ...(typeof value.deviceId === 'string' ? { deviceId: value.deviceId } : {}),
    };
  }
  if (typeof value.randomID === 'string' && typeof value.errorCode === 'number') {
    return {
      randomID: value.randomID,
      errorCode: value.errorCode,
      ...(typeof value.result === 'string' ? { result: value.result } : {}),
      ...(typeof value.errorMsg === 'string' ? { errorMsg: value.errorMsg } : {}),
    };
  }
  return undefined;
}

/** Whether a reply answers this request; replies to other requests are ignored (非当前请求). */
export const isReplyTo = (request: Pick<UkeyRequest, 'randomID'>, message: UkeyIncomingMessage): message is UkeyReply =>
  'randomID' in message && message.randomID === request.randomID;
