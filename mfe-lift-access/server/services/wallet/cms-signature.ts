import { createHash, sign, X509Certificate, type KeyObject } from 'node:crypto';

// A detached PKCS#7 (CMS) SignedData over a manifest, as a `.pkpass` carries in `signature`:
// DER written here with node:crypto's signing, so the store needs no ASN.1 library.

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const seq = (...parts: Buffer[]) => tlv(0x30, ...parts);
/** A DER SET OF: its elements in the order of their encodings. */
const setOf = (...parts: Buffer[]) => tlv(0x31, ...[...parts].sort(Buffer.compare));
const nullValue = Buffer.from([0x05, 0x00]);
const integer = (n: number) => tlv(0x02, Buffer.from([n]));
const octets = (b: Buffer) => tlv(0x04, b);

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const n of rest) {
    const chunk = [n & 0x7f];
    for (let v = Math.floor(n / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift(0x80 | (v & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}
const algorithm = (id: string, withNull = true) => (withNull ? seq(oid(id), nullValue) : seq(oid(id)));

function utcTime(at: Date): Buffer {
  const p = (n: number) => String(n).padStart(2, '0');
  const text = `${p(at.getUTCFullYear() % 100)}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}${p(at.getUTCHours())}${p(at.getUTCMinutes())}${p(at.getUTCSeconds())}Z`;
  return tlv(0x17, Buffer.from(text, 'ascii'));
}

/** One DER element at `offset`: where its content starts and where it ends. */
function element(der: Buffer, offset: number): { tag: number; start: number; end: number } {
  const tag = der[offset];
  let len = der[offset + 1];
  let start = offset + 2;
  if (len & 0x80) {
    const count = len & 0x7f;
    len = 0;
    for (let i = 0; i < count; i += 1) len = len * 256 + der[start + i];
    start += count;
  }
  return { tag, start, end: start + len };
}

/** The certificate's issuer Name and serial number, as their DER elements (IssuerAndSerialNumber). */
function issuerAndSerial(certificate: Buffer): Buffer {
  const cert = element(certificate, 0);
  const tbs = element(certificate, cert.start);
  let at = tbs.start;
  if (certificate[at] === 0xa0) at = element(certificate, at).end; // [0] version
  const serial = element(certificate, at);
  const signature = element(certificate, serial.end);
  const issuer = element(certificate, signature.end);
  return seq(certificate.subarray(signature.end, issuer.end), certificate.subarray(at, serial.end));
}

/**
 * The CMS SignedData of `content`, detached (the content is not inside), signed with `key` whose
 * certificate is `certificate`; `chain` adds intermediate certificates (Apple's WWDR).
 */
export function detachedSignature({
  content,
  key,
  certificate,
  chain = [],
  signedAt = new Date(),
}: {
  content: Buffer;
  key: KeyObject;
  certificate: X509Certificate;
  chain?: X509Certificate[];
  signedAt?: Date;
}): Buffer {
  const attributes = [
    seq(oid(OID.contentType), setOf(oid(OID.data))),
    seq(oid(OID.signingTime), setOf(utcTime(signedAt))),
    seq(oid(OID.messageDigest), setOf(octets(createHash('sha256').update(content).digest()))),
  ];
  const signedAttributes = setOf(...attributes);
  const ec = key.asymmetricKeyType === 'ec';
  const signature = sign('sha256', signedAttributes, key);
  const signerInfo = seq(
    integer(1),
    issuerAndSerial(certificate.raw),
    algorithm(OID.sha256),
    // Signed attributes are [0] IMPLICIT: the SET's own tag replaced, its content unchanged.
    Buffer.concat([Buffer.from([0xa0]), signedAttributes.subarray(1)]),
    ec ? algorithm(OID.ecdsaWithSha256, false) : algorithm(OID.rsaEncryption),
    octets(signature),
  );
  const signedData = seq(
    integer(1),
    setOf(algorithm(OID.sha256)),
    seq(oid(OID.data)),
    tlv(0xa0, certificate.raw, ...chain.map((c) => c.raw)),
    setOf(signerInfo),
  );
  return seq(oid(OID.signedData), tlv(0xa0, signedData));
}
