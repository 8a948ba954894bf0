import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoPasswordPublicKey } from '@study-portal/api/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const configOf = async (test: TestServer) => (await (await test.fetch('/portal-config.json')).json()) as Record<string, unknown>;

describe('GET /portal-config.json', () => {
  it('gives the portal the fake backend’s password key beside what the built file says', async () => {
    server = await startTestServer();
    writeFileSync(join(server.staticDir, 'portal-config.json'), JSON.stringify({ deviceId: 'pc' }));
    expect(await configOf(server)).toEqual({ deviceId: 'pc', passwordPublicKey: demoPasswordPublicKey });
  });

  it('tells the portal the port of the UKEY simulator the demo started', async () => {
    server = await startTestServer({}, { ukeyPort: 40_123 });
    expect(await configOf(server)).toMatchObject({ ukeyPort: 40_123 });
  });

  it('lets a deployment’s own key in the built file win', async () => {
    server = await startTestServer();
    writeFileSync(join(server.staticDir, 'portal-config.json'), JSON.stringify({ passwordPublicKey: 'MIGfMA0G-its-own' }));
    expect(await configOf(server)).toEqual({ passwordPublicKey: 'MIGfMA0G-its-own' });
  });

  it('never hands the demo key to a portal in front of a real backend', async () => {
    server = await startTestServer({}, { backendUrl: new URL('http://127.0.0.1:9') });
    writeFileSync(join(server.staticDir, 'portal-config.json'), '{}');
    expect(await configOf(server)).toEqual({});
  });
});
