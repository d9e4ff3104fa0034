/** base64url and UTF-8 decoding without atob/Buffer/TextDecoder (core has no DOM or Node globals). */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Map([...ALPHABET].map((c, i) => [c, i]));

/** Decodes base64url (also accepts standard base64 `+` `/` and `=` padding). Null on invalid input. */
export function base64UrlToBytes(input: string): Uint8Array | null {
  const clean = input.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  if (clean.length % 4 === 1) return null;
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = LOOKUP.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/** Strict UTF-8 → string. Null on malformed sequences. */
export function utf8Decode(bytes: Uint8Array): string | null {
  let result = '';
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    let code: number;
    let extra: number;
    if (b < 0x80) [code, extra] = [b, 0];
    else if (b >= 0xc2 && b <= 0xdf) [code, extra] = [b & 0x1f, 1];
    else if (b >= 0xe0 && b <= 0xef) [code, extra] = [b & 0x0f, 2];
    else if (b >= 0xf0 && b <= 0xf4) [code, extra] = [b & 0x07, 3];
    else return null;
    for (let k = 1; k <= extra; k += 1) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return null;
      code = (code << 6) | (c & 0x3f);
    }
    if ((extra === 2 && code < 0x800) || (extra === 3 && (code < 0x10000 || code > 0x10ffff))) return null;
    if (code >= 0xd800 && code <= 0xdfff) return null;
    result += String.fromCodePoint(code);
    i += extra + 1;
  }
  return result;
}

export function base64UrlDecodeText(input: string): string | null {
  const bytes = base64UrlToBytes(input);
  return bytes ? utf8Decode(bytes) : null;
}

/** string → base64url (for tests and for building tokens in fixtures). */
export function textToBase64Url(text: string): string {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i] as number, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63] as string;
    out += ALPHABET[(n >> 12) & 63] as string;
    if (b !== undefined) out += ALPHABET[(n >> 6) & 63] as string;
    if (c !== undefined) out += ALPHABET[n & 63] as string;
  }
  return out;
}
