// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createUkeyClient, type UkeyClientOptions, type UkeySocket } from '../client/createUkeyClient';
import { listCertificates, signMessage, verifyPin } from '../client/certificateService';
import { ukeyMessages } from '../client/ukeyErrors';
import { ukeyErrorCodes } from '../protocol/messages';
import { demoCertificateId, startUkeySimulator, verifyUkeyProof, type UkeySimulator, type UkeySimulatorOptions } from '../simulator';
import { ukeyAdminLogin, type UkeySignedProof } from './ukeyAdminLogin';

const nodeSocket = (url: string) => new WebSocket(url) as unknown as UkeySocket;
let simulator: UkeySimulator | undefined;

async function setup(simulatorOptions: UkeySimulatorOptions = {}, clientOptions: Partial<UkeyClientOptions> = {}) {
  simulator = await startUkeySimulator(simulatorOptions);
  const client = createUkeyClient({ port: simulator.port, createSocket: nodeSocket, ...clientOptions });
  return { simulator, client };
}

afterEach(async () => {
  vi.useRealTimers();
  await simulator?.close();
  simulator = undefined;
});

/** The server's side of the login, as the demo server runs it. */
function fakeServer() {
  const seen: UkeySignedProof[] = [];
  const getChallenge = vi.fn(async () => 'challenge-7d41');
  return {
    seen,
    getChallenge,
    verify: async (proof: UkeySignedProof) => {
      seen.push(proof);
      return verifyUkeyProof(proof);
    },
  };
}

describe('the admin UKEY login against the simulator', () => {
  it('connects, verifies the PIN, signs the idCardHash and is verified by the server', async () => {
    const { client } = await setup();
    const server = fakeServer();
    await ukeyAdminLogin({ client, pin: '123456', idCardHash: 'hash-ukeyadmin-c4d2', ...server });
    expect(server.seen).toHaveLength(1);
    // The UKEY login (docs/product/admin.md#ukey-login): the challenge is asked for, the idCardHash alone is signed and sent as `text`.
    expect(server.getChallenge).toHaveBeenCalledTimes(1);
    expect(Object.keys(server.seen[0]!).sort()).toEqual(['certificate', 'signData', 'text']);
    expect(server.seen[0]).toMatchObject({ text: 'hash-ukeyadmin-c4d2' });
    client.close();
  });

  it('says how many tries remain after a wrong PIN, then that the PIN is locked', async () => {
    const { client } = await setup({ maxPinTries: 2 });
    await client.connect();
    await expect(verifyPin(client, demoCertificateId, '000000')).rejects.toMatchObject({ kind: 'pinIncorrect', triesLeft: 1, message: 'PIN码错误，还可以尝试1次' });
    await expect(verifyPin(client, demoCertificateId, '000000')).rejects.toMatchObject({ kind: 'pinLocked', message: ukeyMessages.pinLocked });
    await expect(verifyPin(client, demoCertificateId, '123456')).rejects.toMatchObject({ kind: 'pinLocked' });
    client.close();
  });

  it('service down: the install message', async () => {
    const probe = await startUkeySimulator();
    const port = probe.port;
    await probe.close();
    const client = createUkeyClient({ port, createSocket: nodeSocket });
    await expect(client.connect()).rejects.toMatchObject({ kind: 'serviceUnavailable', message: '请检查uKey是否安装、启动，或刷新重试' });
  });

  it('no answer within 5 s: the install message, and not a moment before', async () => {
    const { client, simulator: sim } = await setup();
    await client.connect();
    sim.configure({ silent: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: unknown;
    const pending = listCertificates(client).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(outcome).toMatchObject({ kind: 'serviceUnavailable', message: ukeyMessages.serviceUnavailable });
    client.close();
  });

  it('socket not created: the reason is shown', async () => {
    const client = createUkeyClient({
      createSocket: () => {
        throw new SyntaxError("The URL's scheme must be either 'ws' or 'wss'");
      },
    });
    await expect(client.connect()).rejects.toMatchObject({ kind: 'socketFailed', message: '无法连接 UKEY 服务，请检查服务地址配置', cause: expect.objectContaining({ message: expect.stringMatching(/scheme/) }) });
  });

  it('no certificate on the key: 无法获取证书！', async () => {
    const { client } = await setup({ removed: true });
    await client.connect();
    await expect(listCertificates(client)).rejects.toMatchObject({ kind: 'noCertificate', message: '无法获取证书！' });
    client.close();
  });

  it('a non-zero code from the service is shown with the code', async () => {
    const { client } = await setup();
    await client.connect();
    await expect(signMessage(client, demoCertificateId, 'x')).rejects.toMatchObject({
      kind: 'serviceError',
      errorCode: ukeyErrorCodes.notLoggedIn,
      message: `UKEY 服务返回错误，错误码：${ukeyErrorCodes.notLoggedIn}（请先验证PIN码）`,
    });
    client.close();
  });

  it('replies to other requests and garbage frames are ignored; the right reply still resolves', async () => {
    const onForeignReply = vi.fn();
    const { client } = await setup({ foreignReplies: true, garbageFrames: true }, { onForeignReply });
    await client.connect();
    await expect(listCertificates(client)).resolves.toEqual([{ name: '王强', id: demoCertificateId }]);
    expect(onForeignReply).toHaveBeenCalledWith(expect.objectContaining({ result: 'not yours' }));
    client.close();
  });

  it('verification refused by the server: 证书验证失败！！', async () => {
    const { client } = await setup();
    await expect(
      ukeyAdminLogin({ client, pin: '123456', idCardHash: 'hash-ukeyadmin-c4d2', getChallenge: async () => 'c', verify: async () => false }),
    ).rejects.toMatchObject({ kind: 'verifyFailed', message: '证书验证失败！！' });
    client.close();
  });

  it('reports insertion and removal of the key', async () => {
    const changes: boolean[] = [];
    const { client, simulator: sim } = await setup({}, { onKeyChange: (event) => changes.push(event.inserted) });
    await client.connect();
    sim.remove();
    sim.insert();
    await vi.waitFor(() => expect(changes).toEqual([false, true]));
    client.close();
  });

  it('a key pulled out mid-flow fails the next step', async () => {
    const { client, simulator: sim } = await setup();
    await client.connect();
    await verifyPin(client, demoCertificateId, '123456');
    sim.remove();
    await expect(signMessage(client, demoCertificateId, 'x')).rejects.toMatchObject({ kind: 'serviceError', errorCode: ukeyErrorCodes.deviceRemoved });
    client.close();
  });

  it('warns when the certificate expires within 60 days', async () => {
    const { client } = await setup();
    const onExpiryWarning = vi.fn();
    await ukeyAdminLogin({
      client,
      pin: '123456',
      idCardHash: 'hash-ukeyadmin-c4d2',
      ...fakeServer(),
      onExpiryWarning,
      now: () => new Date('2032-10-01T21:56:37Z'),
    });
    expect(onExpiryWarning).toHaveBeenCalledWith('证书将在50天后过期，请及时更新', 50);
    client.close();
  });

  it('completes when the service answers the certificate information as a plain string, or not at all', async () => {
    for (const answer of ['CN=王强,O=灯塔大课堂,C=CN', 'not even a name', '']) {
      const { client } = await setup();
      const call = client.call.bind(client);
      vi.spyOn(client, 'call').mockImplementation(async (funcName, params) =>
        funcName === 'SOF_GetCertInfo' ? { randomID: 'r', errorCode: 0, result: answer } : call(funcName, params),
      );
      const onExpiryWarning = vi.fn();
      const server = fakeServer();
      await ukeyAdminLogin({ client, pin: '123456', idCardHash: 'hash-ukeyadmin-c4d2', ...server, onExpiryWarning });
      expect(server.seen).toHaveLength(1);
      expect(onExpiryWarning).not.toHaveBeenCalled();
      client.close();
      await simulator?.close();
      simulator = undefined;
    }
  });

  it('completes when the certificate information call itself fails', async () => {
    const { client } = await setup();
    const call = client.call.bind(client);
    vi.spyOn(client, 'call').mockImplementation(async (funcName, params) => {
      if (funcName === 'SOF_GetCertInfo') throw new Error('SOF_GetCertInfo is not supported');
      return call(funcName, params);
    });
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer();
    await ukeyAdminLogin({ client, pin: '123456', idCardHash: 'hash-ukeyadmin-c4d2', ...server });
    expect(server.seen).toHaveLength(1);
    quiet.mockRestore();
    client.close();
  });

  it('the server refuses a tampered signature, another text or another certificate', async () => {
    const { client } = await setup();
    const server = fakeServer();
    await ukeyAdminLogin({ client, pin: '123456', idCardHash: 'hash-ukeyadmin-c4d2', ...server });
    const proof = server.seen[0]!;
    const flipped = Buffer.from(proof.signData, 'base64');
    flipped[10] = flipped[10]! ^ 0xff;
    expect(verifyUkeyProof(proof)).toBe(true);
    expect(verifyUkeyProof({ ...proof, signData: flipped.toString('base64') })).toBe(false);
    expect(verifyUkeyProof({ ...proof, text: 'hash-admin-2b81' })).toBe(false);
    expect(verifyUkeyProof(proof, { certificate: 'QW5vdGhlcg==' })).toBe(false);
    client.close();
  });

  it('closes and connects again, and the new connection answers', async () => {
    const { client } = await setup();
    await client.connect();
    client.close();
    await expect(listCertificates(client)).rejects.toMatchObject({ kind: 'closed' });
    await client.connect();
    await expect(listCertificates(client)).resolves.toHaveLength(1);
    client.close();
  });
});
