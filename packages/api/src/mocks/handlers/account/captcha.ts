import { captchaPaths } from '../../../contract/account/captcha';
import { issueCaptcha } from '../../core/captcha';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { ok } from '../../envelope';

export const captchaHandlers = (db: MockDb) => [
  contractHttp.all(captchaPaths.validateCode, () => {
    const captcha = issueCaptcha(db);
    return ok({ validateCodeImge: captcha.image, verificationCodeToken: captcha.token });
  }),
];
