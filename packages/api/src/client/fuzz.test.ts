import { describe, expect, it } from 'vitest';
import { fetchBanners } from '../contract/portal/banner';
import { fetchSiteConfig, fetchSubSiteConfig } from '../site/siteConfig';
import { ApiError } from './ApiError';
import { createApiClient, type ApiClient } from './createApiClient';

// A small seeded generator: the same bodies on every run, so a failure can be replayed.
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hostileStrings = ['', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', 'x'.repeat(10_000), '\u0000', '💥', '{"success":true}'];

function randomValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * (depth > 2 ? 6 : 9));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() > 0.5;
    case 2:
      return Math.floor(random() * 2000) - 1000;
    case 3:
      return hostileStrings[Math.floor(random() * hostileStrings.length)];
    case 4:
      return undefined;
    case 5:
      return random() * 1e12;
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default: {
      const keys = ['success', 'data', 'message', 'id', 'title', 'imageUrl', 'tenantId', 'sysParam', 'webConfig', 'datalist', 'code'];
      return Object.fromEntries(keys.filter(() => random() > 0.5).map((key) => [key, randomValue(random, depth + 1)]));
    }
  }
}

function randomBody(random: () => number): string {
  const shape = random();
  if (shape < 0.1) return '<html>gateway</html>';
  if (shape < 0.15) return '';
  if (shape < 0.2) return '{"success":';
  const value = randomValue(random);
  // Most bodies look like an envelope, so the schemas behind `success: true` get exercised.
  if (shape < 0.8) return JSON.stringify({ success: random() > 0.3, data: value, message: randomValue(random) });
  return JSON.stringify(value);
}

const calls: Array<[string, (client: ApiClient) => Promise<unknown>]> = [
  ['banners', fetchBanners],
  ['site configuration', fetchSiteConfig],
  ['sub-site configuration', (client) => fetchSubSiteConfig(client, 'http://127.0.0.1')],
  ['a raw GET', (client) => client.get('api/portal/article/queryTop')],
];

describe('the client under random replies', () => {
  it.each(calls)('%s: every reply ends in a value or a typed ApiError, never anything else', async (_name, call) => {
    const random = prng(20261121);
    for (let run = 0; run < 300; run += 1) {
      const body = randomBody(random);
      const status = random() < 0.85 ? 200 : [401, 403, 404, 409, 500, 502][Math.floor(random() * 6)]!;
      const client = createApiClient({
        endpoint: { prefix: 'http://portal.test/pcApi/', timeoutMs: 20_000 },
        deviceId: 'pc',
        identity: { tenantId: () => '', visitorId: () => '', token: () => '' },
        fetch: (async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch,
      });
      let outcome: unknown;
      try {
        outcome = await call(client);
      } catch (error) {
        outcome = error;
        if (!(error instanceof ApiError)) throw new Error(`run ${run}: ${String(error)} for body ${body.slice(0, 120)}`, { cause: error });
        expect(['network', 'timeout', 'http', 'business', 'malformed']).toContain(error.kind);
      }
      expect(outcome).not.toBeUndefined();
    }
  });
});
