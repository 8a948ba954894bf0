/**
 * Encrypts each field with RSA (PKCS#1 v1.5, base64), as the password forms send them
 * (docs/product/session.md#password-change). jsencrypt is imported on demand so that it arrives
 * only when a password form opens, never with the portal's first page.
 *
 * `publicKey` is PEM (SPKI or PKCS#1), as `readPasswordPublicKey` gives it. Rejects when a value
 * cannot be encrypted (an invalid key, or a value longer than the key allows: 117 bytes for a
 * 1024-bit key), so a form never sends a password in clear.
 */
export async function encryptPasswordFields<K extends string>(fields: Readonly<Record<K, string>>, publicKey: string): Promise<Record<K, string>> {
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const encrypted = {} as Record<K, string>;
  for (const key of Object.keys(fields) as K[]) {
    const cipher = rsa.encrypt(fields[key]);
    if (cipher === false) throw new Error(`The password field ${key} could not be encrypted`);
    encrypted[key] = cipher;
  }
  return encrypted;
}
