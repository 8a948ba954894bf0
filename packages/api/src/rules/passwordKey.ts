/**
 * The RSA public key the password forms encrypt with (docs/product/session.md#password-change),
 * as a deployment gives it in `portal-config.json`. Backends hand out their keys in two forms:
 * a PEM block, or the bare base64 of the DER (what jsencrypt-era code stores), either
 * SubjectPublicKeyInfo (`PUBLIC KEY`) or PKCS#1 (`RSA PUBLIC KEY`). Both are read here and given
 * to the encryption as PEM; anything else is a maintainer's mistake, said in words, never
 * replaced by another key (docs/real-backend.md#the-password-key).
 */

/** What the learner is told when the password forms cannot encrypt. */
export const passwordKeyMessages = {
  missing: '系统未配置密码加密公钥，暂时无法修改密码，请联系管理员',
  invalid: '系统的密码加密公钥配置有误，暂时无法修改密码，请联系管理员',
} as const;

export type PasswordKeyProblem = keyof typeof passwordKeyMessages;

export type PasswordKeyReading = { pem: string; form: 'spki' | 'pkcs1' } | { problem: 'invalid'; reason: string };

/** The DER of the rsaEncryption algorithm's object identifier, 1.2.840.113549.1.1.1. */
const rsaEncryptionOid = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];

interface DerNode {
  tag: number;
  /** Where the contents start and end. */
  start: number;
  end: number;
}

/** The DER element at `offset`, or undefined when its header does not fit. */
function derNodeAt(bytes: Uint8Array, offset: number, limit = bytes.length): DerNode | undefined {
  if (offset + 2 > limit) return undefined;
  const tag = bytes[offset]!;
  let length = bytes[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 3 || start + count > limit) return undefined;
    length = 0;
    for (let index = 0; index < count; index += 1) length = length * 256 + bytes[start + index]!;
    start += count;
  }
  const end = start + length;
  return end > limit ? undefined : { tag, start, end };
}

/** The elements inside a constructed element, or undefined when they do not fill it exactly. */
function childrenOf(bytes: Uint8Array, node: DerNode): DerNode[] | undefined {
  const children: DerNode[] = [];
  for (let offset = node.start; offset < node.end; ) {
    const child = derNodeAt(bytes, offset, node.end);
    if (!child) return undefined;
    children.push(child);
    offset = child.end;
  }
  return children;
}

const sequence = 0x30;
const integer = 0x02;

/** Whether the bytes are an RSAPublicKey: a sequence of the modulus and the exponent. */
function isPkcs1(bytes: Uint8Array, node: DerNode | undefined): boolean {
  if (node?.tag !== sequence) return false;
  const parts = childrenOf(bytes, node);
  return parts?.length === 2 && parts.every((part) => part.tag === integer && part.end > part.start);
}

/** Whether the bytes are a SubjectPublicKeyInfo holding an RSA key. */
function isSpki(bytes: Uint8Array, node: DerNode): boolean {
  const [algorithm, key] = childrenOf(bytes, node) ?? [];
  if (algorithm?.tag !== sequence || key?.tag !== 0x03) return false;
  const oid = childrenOf(bytes, algorithm)?.[0];
  if (oid?.tag !== 0x06 || oid.end - oid.start !== rsaEncryptionOid.length) return false;
  if (rsaEncryptionOid.some((byte, index) => bytes[oid.start + index] !== byte)) return false;
  // A BIT STRING's first byte counts its unused bits; the RSAPublicKey follows.
  return bytes[key.start] === 0 && isPkcs1(bytes, derNodeAt(bytes, key.start + 1, key.end));
}

function decodeBase64(text: string): Uint8Array | undefined {
  if (text === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 === 1) return undefined;
  try {
    return Uint8Array.from(atob(text.padEnd(Math.ceil(text.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const pemBlock = /^-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----$/;

/** Reads a configured key in PEM or bare base64; says why when it is neither. */
export function readPasswordPublicKey(value: string): PasswordKeyReading {
  const text = value.trim();
  const block = pemBlock.exec(text);
  if (text.startsWith('-----') && !block) return { problem: 'invalid', reason: 'a PEM block without its matching BEGIN and END lines' };
  if (block && block[1] !== 'PUBLIC KEY' && block[1] !== 'RSA PUBLIC KEY') {
    return { problem: 'invalid', reason: `a PEM block of type ${block[1]}, not PUBLIC KEY or RSA PUBLIC KEY` };
  }
  const body = (block ? block[2]! : text).replace(/\s+/g, '');
  const bytes = decodeBase64(body);
  if (!bytes) return { problem: 'invalid', reason: 'neither a PEM block nor base64' };
  const outer = derNodeAt(bytes, 0);
  if (outer?.tag !== sequence || outer.end !== bytes.length) return { problem: 'invalid', reason: 'base64 that is not a DER-encoded key' };
  const form = isSpki(bytes, outer) ? 'spki' : isPkcs1(bytes, outer) ? 'pkcs1' : undefined;
  if (!form) return { problem: 'invalid', reason: 'DER that is neither an RSA SubjectPublicKeyInfo nor a PKCS#1 RSAPublicKey' };
  const label = form === 'spki' ? 'PUBLIC KEY' : 'RSA PUBLIC KEY';
  const lines = body.match(/.{1,64}/g)!.join('\n');
  return { pem: `-----BEGIN ${label}-----\n${lines}\n-----END ${label}-----\n`, form };
}
