import type { ApiClient } from '../../client/createApiClient';
import { optionalText, v } from '../schema';
import { useApiWrite } from '../swr';
import { readReplyBody } from './replyBody';

/** The external online academy (中网院, docs/product/session.md#external-academy). */
export const academyPaths = { userQuery: 'api/portal/user/rdrZWY' } as const;

/**
 * The academy's answer about the user, read from the top of the reply body, whose `success`
 * the client ignores for this path (docs/product/platform.md#reply-envelope). `code` 'true' means go to `celaUrl`; anything
 * else is a refusal explained by `message` [F: code, message, celaUrl].
 */
export const AcademyUserSchema = v.looseObject({
  code: v.pipe(
    v.union([v.string(), v.boolean()]),
    v.transform((value) => String(value)),
  ),
  message: optionalText,
  celaUrl: optionalText,
});
export type AcademyUser = v.InferOutput<typeof AcademyUserSchema>;

/** Whether the academy let the user in and said where to go. */
export const isAcademyOpen = (reply: AcademyUser): reply is AcademyUser & { celaUrl: string } =>
  reply.code === 'true' && typeof reply.celaUrl === 'string' && reply.celaUrl !== '';

/** POST api/portal/user/rdrZWY (JSON [A]). */
export async function fetchAcademyUser(client: ApiClient, request: { idCardHash: string }): Promise<AcademyUser> {
  return readReplyBody(await client.post(academyPaths.userQuery, request), AcademyUserSchema, academyPaths.userQuery);
}

/**
 * The query behind the toolbar's academy button: asked on click, never cached, since the
 * address it returns is a fresh sign-in link.
 */
export const useAcademyUserQuery = () =>
  useApiWrite(({ pc }, request: { idCardHash: string }) => fetchAcademyUser(pc, request), []);
