/**
 * The RSA public key the password forms encrypt with (docs/product/session.md#password-change: the
 * fields are encrypted client side with a bundled public key).
 *
 * [A] The real portal's key is not shown. This one (1024-bit, SPKI PEM) pairs with the demo
 * backend's private key in mocks/fixtures/account/demoBackendKey.ts, so the fake backend can
 * decrypt what the forms send. A deployment replaces it here, or passes its own key to
 * `encryptPasswordFields`.
 */
export const bundledPasswordPublicKey = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC+w3OWTkzl+XVXU3J9iD3OMAq1
EFhdH+NOSExz7fs/qwELcVfuzzhaFcvYMmXpi+x+97U25kTy/UYYtH2/ZCFZm0JH
jn7U2rfSt86X5S0iWOZl34bUCb9Q35/wphOdOjRSJ57nYB2u42rILmfelnkBG01p
2FT40eXx6sEOG/v1cQIDAQAB
-----END PUBLIC KEY-----
`;
