import type { ApiClient } from '../../client/createApiClient';
import { readData, v } from '../schema';
import { useApiRead } from '../swr';

export const captchaPaths = { validateCode: 'api/webmember/getValidateCode' } as const;

/**
 * An image captcha (docs/product/session.md#captcha; both fields [F], the spelling `Imge` too).
 * [A] The image is a complete data URL, ready for an `<img src>`.
 */
export const CaptchaSchema = v.looseObject({
  validateCodeImge: v.string(),
  verificationCodeToken: v.string(),
});
export type Captcha = v.InferOutput<typeof CaptchaSchema>;

/** POST api/webmember/getValidateCode. [A] Method not shown; POST so nothing caches an issued code. */
export async function fetchCaptcha(client: ApiClient): Promise<Captcha> {
  return readData(await client.post(captchaPaths.validateCode), CaptchaSchema, captchaPaths.validateCode);
}

/**
 * A captcha for a form. Each captcha answers once, so it is never refreshed behind the
 * learner's back (focus, reconnect); the form calls `mutate()` after each submit or on a
 * click on the image. `scope` keeps two open forms from sharing one captcha.
 */
export const useCaptcha = (scope = 'default') =>
  useApiRead([captchaPaths.validateCode, { scope }], ({ pc }) => fetchCaptcha(pc), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    dedupingInterval: 0,
  });
