// @vitest-environment node
import { ukeyPaths, userInfoPaths } from '@study-portal/api';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createUkeyClient, ukeyAdminLogin, type UkeySignedProof, type UkeySocket } from '@study-portal/ukey';
import { startUkeySimulator, type UkeySimulator } from '@study-portal/ukey/simulator';
import { startTestServer, type TestServer } from './testing';
import { demoBackendOptions } from './ukeyService';

let server: TestServer | undefined;
let simulator: UkeySimulator | undefined;

afterEach(async () => {
  await server?.close();
  await simulator?.close();
});

async function signedInAs(username: string) {
  server = await startTestServer({}, {}, demoBackendOptions);
  const { token } = (await (await server.json('/__demo/login', 'POST', { username })).json()) as { token: string };
  const call = async (path: string, body: unknown = {}) =>
    (await (await server!.json(`/pcApi/${path}`, 'POST', body, { token })).json()) as { success: boolean; message?: string; data?: { challenge?: string; check?: boolean } };
  return { call };
}

describe('the demo server checks UKEY logins for real', () => {
  it('accepts a signature made by the simulator key over its challenge, and the admin is then checked', async () => {
    const { call } = await signedInAs('ukeyadmin');
    simulator = await startUkeySimulator();
    const client = createUkeyClient({ port: simulator.port, createSocket: (url) => new WebSocket(url) as unknown as UkeySocket });
    await ukeyAdminLogin({
      client,
      pin: '123456',
      idCardHash: 'hash-ukeyadmin-c4d2',
      getChallenge: async () => (await call(ukeyPaths.challenge)).data!.challenge!,
      verify: async (proof) => (await call(ukeyPaths.login, proof)).success,
    });
    client.close();
    expect((await call(userInfoPaths.info)).data).toMatchObject({ check: false });
  });

  it('refuses a tampered signature with 证书验证失败！！', async () => {
    const { call } = await signedInAs('ukeyadmin');
    simulator = await startUkeySimulator();
    const client = createUkeyClient({ port: simulator.port, createSocket: (url) => new WebSocket(url) as unknown as UkeySocket });
    let refusal: string | undefined;
    await expect(
      ukeyAdminLogin({
        client,
        pin: '123456',
        idCardHash: 'hash-ukeyadmin-c4d2',
        getChallenge: async () => (await call(ukeyPaths.challenge)).data!.challenge!,
        verify: async (proof: UkeySignedProof) => {
          const signature = Buffer.from(proof.signData, 'base64');
          signature[0] = signature[0]! ^ 0x01;
          const reply = await call(ukeyPaths.login, { ...proof, signData: signature.toString('base64') });
          refusal = reply.message;
          return reply.success;
        },
      }),
    ).rejects.toMatchObject({ kind: 'verifyFailed' });
    client.close();
    expect(refusal).toBe('证书验证失败！！');
    expect((await call(userInfoPaths.info)).data).toMatchObject({ check: true });
  });
});
