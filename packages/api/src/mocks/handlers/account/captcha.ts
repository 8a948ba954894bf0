import { http } from 'msw';
import { issueCaptcha } from '../../core/captcha';
import type { MockDb } from '../../core/mockDb';
import { ok } from '../../envelope';

export const captchaHandlers = (db: MockDb) => [
  http.all('*/pcApi/api/webmember/getValidateCode', () => {
    const captcha = issueCaptcha(db);
    return ok({ validateCodeImge: captcha.image, verificationCodeToken: captcha.token });
  }),
];
