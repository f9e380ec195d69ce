/**
 * CRC-32 of two byte strings joined, from their CRCs and the second one's length, without
 * reading the bytes again (the method of zlib's crc32_combine: multiply by x^(8·len) modulo the
 * CRC polynomial). The page cache uses it to finish a spliced gzip answer (decision 022).
 */
const POLY = 0xedb88320;

/** a·b modulo the polynomial, in the reflected bit order CRC-32 uses. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1], X2N[k - 1]));

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n) {
    if (n & 1) p = multiplyModP(X2N[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  return (multiplyModP(x2nModP(length2, 3), crc1) ^ crc2) >>> 0;
}
