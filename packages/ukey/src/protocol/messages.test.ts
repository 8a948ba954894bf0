import { describe, expect, it } from 'vitest';
import { createRequestId, createUkeyRequest, isReplyTo, parseUkeyMessage, ukeyFunctions } from './messages';

describe('request ids', () => {
  it('are 16 letters and digits', () => {
    for (let i = 0; i < 200; i += 1) expect(createRequestId()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('differ from call to call', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createRequestId()));
    expect(ids.size).toBe(1000);
  });

  it('skip random bytes that would bias the alphabet', () => {
    // 255 is above the unbiased limit (248) and must never become a character.
    let call = 0;
    const random = (bytes: Uint8Array) => {
      bytes.fill(call++ === 0 ? 255 : 0);
      return bytes;
    };
    expect(createRequestId(random)).toBe('AAAAAAAAAAAAAAAA');
  });
});

describe('requests', () => {
  it('carry the function, a fresh id and four string parameters', () => {
    const request = createUkeyRequest(ukeyFunctions.verifyPin, { param1: 'cert-1', param2: '123456' });
    expect(request).toEqual({
      funcName: 'SOF_Login',
      randomID: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      param1: 'cert-1',
      param2: '123456',
      param3: '',
      param4: '',
    });
    expect(JSON.parse(JSON.stringify(request))).toEqual(request);
  });
});

describe('incoming frames', () => {
  const request = createUkeyRequest(ukeyFunctions.listCertificates, {}, 'abcdefghijklmnop');

  it('match the reply with the same id only', () => {
    const own = parseUkeyMessage('{"randomID":"abcdefghijklmnop","errorCode":0,"result":"张三||c1"}');
    const foreign = parseUkeyMessage('{"randomID":"ZZZZZZZZZZZZZZZZ","errorCode":0,"result":"x"}');
    expect(own && isReplyTo(request, own)).toBe(true);
    expect(foreign && isReplyTo(request, foreign)).toBe(false);
  });

  it('read insertion and removal events', () => {
    expect(parseUkeyMessage('{"funcName":"onUkeyChange","inserted":true}')).toEqual({
      funcName: 'onUkeyChange',
      inserted: true,
    });
    expect(parseUkeyMessage('{"funcName":"onUkeyChange","inserted":false,"deviceId":"K1"}')).toEqual({
      funcName: 'onUkeyChange',
      inserted: false,
      deviceId: 'K1',
    });
  });

  it('refuse garbage frames', () => {
    for (const frame of ['', 'not json', 'null', '42', '{"randomID":5,"errorCode":0}', '{"funcName":"onUkeyChange"}']) {
      expect(parseUkeyMessage(frame)).toBeUndefined();
    }
  });
});
