/**
 * The home link (docs/product/session.md#home-link): the learner's own home page with user info, the welcome page
 * without (docs/adr/0019-personal-home-on-its-own-page.md).
 */
export const portalHomeAddress = (hasUserInfo: boolean) => (hasUserInfo ? '/home' : '/public');
