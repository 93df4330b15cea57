import { createDecipheriv, createPublicKey, hkdfSync, verify, type ECDH } from 'node:crypto';

/** A browser's side of a push subscription: its P-256 key pair and auth secret. */
export interface DeviceKeys {
  ecdh: ECDH;
  auth: Buffer;
}

const text = (value: string) => Buffer.from(value, 'utf8');
const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts a push body as the browser does (RFC 8291 over RFC 8188, aes128gcm): the header carries the
 * salt, the record size and the sender's public key; the keys come from ECDH with the device's key
 * and its auth secret. Answers the plaintext; throws when anything does not check out.
 */
export function decryptPush(body: Buffer, device: DeviceKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error('not a single aes128gcm record with a P-256 key id');

  const ecdhSecret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([text('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(ecdhSecret, device.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, text('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Reads a VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`), checks the token's
 * ES256 signature with the key it names, and answers the key and the token's claims.
 */
export function readVapid(header: string | undefined): { key: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [token, key] = [match[1]!, match[2]!];
  const [head, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    text(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID token signature does not verify');
  return { key, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
}
