/**
 * The one typed configuration document of the portal's data layer.
 *
 * Values are layered: the defaults below, then values fixed at build time, then a JSON
 * document fetched at start-up. The last layer is what lets one build serve many tenants:
 * each deployment drops its own `portal-config.json` beside the built files.
 */

/** One HTTP client's base path and per-request timeout. */
export interface ClientEndpoint {
  /** Path or URL every call of this client is prefixed with. */
  prefix: string;
  /** Milliseconds before a call fails with a timeout error. */
  timeoutMs: number;
}

export interface PortalConfig {
  /** Client A: the portal backend (docs/product/platform.md#clients, `/pcApi/`, 20 s). */
  pcApi: ClientEndpoint;
  /** Client B: the live-stream backend (docs/product/platform.md#clients, `/apiLive`, 5 s). */
  liveApi: ClientEndpoint;
  /** Sent as the `deviceId` header on every call; the portal is always `pc`. */
  deviceId: string;
  /**
   * The RSA public key the password forms encrypt with (docs/product/session.md#password-change),
   * as the deployment's `portal-config.json` gives it: PEM or bare base64, read by the forms
   * (rules/passwordKey.ts), which refuse to send without a readable one; no other key stands in.
   */
  passwordPublicKey?: string;
  /**
   * Set when the document's key is not even a string, for the forms, which then refuse with
   * `passwordKeyMessages.invalid`.
   */
  passwordPublicKeyProblem?: string;
  /**
   * The port of the administrator's local UKEY service, when it is not the usual one
   * (docs/product/admin.md#local-certificate-service); the demo server gives its simulator's.
   */
  ukeyPort?: number;
}

/** Any subset of the document, as a build-time or runtime layer supplies it. */
export type PortalConfigLayer = {
  [K in keyof PortalConfig]?: PortalConfig[K] extends object ? Partial<PortalConfig[K]> : PortalConfig[K];
};

export const defaultPortalConfig: PortalConfig = {
  pcApi: { prefix: '/pcApi/', timeoutMs: 20_000 },
  liveApi: { prefix: '/apiLive', timeoutMs: 5_000 },
  deviceId: 'pc',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const passwordKeyOf = (source: PortalConfigLayer | undefined): Pick<PortalConfig, 'passwordPublicKey' | 'passwordPublicKeyProblem'> => ({
  ...(source?.passwordPublicKey ? { passwordPublicKey: source.passwordPublicKey } : {}),
  ...(source?.passwordPublicKeyProblem ? { passwordPublicKeyProblem: source.passwordPublicKeyProblem } : {}),
});

/** Applies layers over a base in order; later layers win field by field. */
export function mergePortalConfig(base: PortalConfig, ...layers: Array<PortalConfigLayer | undefined>): PortalConfig {
  return layers.reduce<PortalConfig>(
    (merged, layer) => ({
      pcApi: { ...merged.pcApi, ...layer?.pcApi },
      liveApi: { ...merged.liveApi, ...layer?.liveApi },
      deviceId: layer?.deviceId ?? merged.deviceId,
      // A layer that names a key, readable or not, decides: a broken key in the runtime file
      // must not leave an earlier layer's key in use without a word.
      ...passwordKeyOf(layer?.passwordPublicKey !== undefined || layer?.passwordPublicKeyProblem !== undefined ? layer : merged),
      ...((layer?.ukeyPort ?? merged.ukeyPort) ? { ukeyPort: layer?.ukeyPort ?? merged.ukeyPort } : {}),
    }),
    base,
  );
}

function readEndpoint(value: unknown): Partial<ClientEndpoint> | undefined {
  if (!isRecord(value)) return undefined;
  const endpoint: Partial<ClientEndpoint> = {};
  if (typeof value.prefix === 'string' && value.prefix !== '') endpoint.prefix = value.prefix;
  if (typeof value.timeoutMs === 'number' && Number.isFinite(value.timeoutMs) && value.timeoutMs > 0) {
    endpoint.timeoutMs = value.timeoutMs;
  }
  return endpoint;
}

/**
 * Keeps only the fields of an untrusted JSON value that fit the document, so a typo in a
 * deployment's file cannot put a string where a number belongs.
 */
export function parsePortalConfigLayer(value: unknown): PortalConfigLayer {
  if (!isRecord(value)) return {};
  const layer: PortalConfigLayer = {};
  const pcApi = readEndpoint(value.pcApi);
  const liveApi = readEndpoint(value.liveApi);
  if (pcApi) layer.pcApi = pcApi;
  if (liveApi) layer.liveApi = liveApi;
  if (typeof value.deviceId === 'string' && value.deviceId !== '') layer.deviceId = value.deviceId;
  if (typeof value.ukeyPort === 'number' && Number.isInteger(value.ukeyPort) && value.ukeyPort > 0 && value.ukeyPort < 65_536) layer.ukeyPort = value.ukeyPort;
  // Kept as given, even when it cannot be read, so that no earlier key stands in for it; it is
  // read where it is used (the password forms) and checked once at start-up, off the first page's path.
  if (typeof value.passwordPublicKey === 'string' && value.passwordPublicKey.trim() !== '') layer.passwordPublicKey = value.passwordPublicKey;
  else if (value.passwordPublicKey !== undefined) layer.passwordPublicKeyProblem = 'not a key in text';
  return layer;
}

/**
 * The maintainer's word on the password key, once per start: the learner is told only when a
 * form needs the key. The key's reader loads on its own, not with the first page.
 */
export async function checkPasswordKey(config: Pick<PortalConfig, 'passwordPublicKey' | 'passwordPublicKeyProblem'>): Promise<void> {
  const advice = "give the backend's RSA public key as PEM or bare base64 (SPKI or PKCS#1); the password forms refuse until then";
  if (config.passwordPublicKeyProblem) {
    console.error(`[portal-config] passwordPublicKey is ${config.passwordPublicKeyProblem}: ${advice}.`);
    return;
  }
  if (!config.passwordPublicKey) {
    console.warn(`[portal-config] no passwordPublicKey: ${advice}.`);
    return;
  }
  const { readPasswordPublicKey } = await import('../rules/passwordKey');
  const reading = readPasswordPublicKey(config.passwordPublicKey);
  if ('problem' in reading) console.error(`[portal-config] passwordPublicKey is ${reading.reason}: ${advice}.`);
}

export interface LoadPortalConfigOptions {
  /** Values fixed when the app was built. */
  buildTime?: PortalConfigLayer;
  /** Where the deployment's runtime JSON lives; omitted means no runtime layer. */
  runtimeUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Resolves the document at start-up. A missing or unreadable runtime file is not fatal:
 * the portal runs on the defaults and build-time values, and the reason is logged.
 */
export async function loadPortalConfig(options: LoadPortalConfigOptions = {}): Promise<PortalConfig> {
  const { buildTime, runtimeUrl, fetch: doFetch = globalThis.fetch } = options;
  let runtime: PortalConfigLayer | undefined;
  if (runtimeUrl) {
    try {
      const response = await doFetch(runtimeUrl, { headers: { Accept: 'application/json' } });
      if (response.ok) runtime = parsePortalConfigLayer(await response.json());
      else if (response.status !== 404) console.warn(`[portal-config] ${runtimeUrl}: HTTP ${response.status}`);
    } catch (error) {
      console.warn(`[portal-config] ${runtimeUrl} could not be read`, error);
    }
  }
  const config = mergePortalConfig(defaultPortalConfig, buildTime, runtime);
  void checkPasswordKey(config);
  return config;
}
