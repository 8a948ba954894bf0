import { idString, optionalText, v } from '../schema';

// Apart from the calls (userInfo.ts): every signed-in start-up reads the user, and this check
// loads beside that request instead of as part of the first download.

/** One role of the user [F]; the first one carries the SSO `clientId` the SMS login sends. */
export const UserRoleSchema = v.looseObject({
  roleName: v.string(),
  clientId: optionalText,
});
export type UserRole = v.InferOutput<typeof UserRoleSchema>;

/**
 * The signed-in user (docs/product/session.md#user-info; every field [F]). Required: what the route guard
 * and the admin entry decide on (id, roles, manage, needUkey, check) and what every
 * learner-scoped call sends (idCardHash). The rest may be absent: a missing `traineeId` is
 * itself a state the portal warns about (docs/product/session.md#post-login-checks).
 */
export const UserInfoSchema = v.looseObject({
  id: idString,
  name: v.string(),
  idCardHash: v.string(),
  telephone: optionalText,
  roleList: v.nullish(v.array(UserRoleSchema), []),
  roles: v.nullish(v.array(v.string()), []),
  manage: v.nullish(v.boolean(), false),
  needUkey: v.nullish(v.boolean(), false),
  /** True while the admin entry still needs a UKEY or SMS check. */
  check: v.nullish(v.boolean(), false),
  /** 'token' means the admin site is opened with the access token appended. */
  loginBy: optionalText,
  accessToken: optionalText,
  orgName: optionalText,
  orgId: optionalText,
  orgCode: optionalText,
  traineeId: optionalText,
  needUpdatePwd: v.nullish(v.boolean(), false),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/**
 * A stored user read through the schema: a value that no longer fits (an older build's, or
 * edited by hand) reads as absent.
 */
export function checkStoredUserInfo(value: unknown): UserInfo | undefined {
  const result = v.safeParse(UserInfoSchema, value);
  return result.success ? result.output : undefined;
}

export { readData } from '../schema';
