import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUkeyClient } from './createUkeyClient';

describe('the address of the local certificate service', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a plain WebSocket on 127.0.0.1:23577, also from an https page', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    expect(createUkeyClient().url).toBe('ws://127.0.0.1:23577');
  });

  it('uses wss only when the deployment says its service has a certificate', () => {
    expect(createUkeyClient({ secure: true }).url).toBe('wss://127.0.0.1:23577');
  });
});
