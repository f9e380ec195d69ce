import zlib from "node:zlib";
import { compressParts } from "./compress-worker.server";
import { crc32Combine } from "./crc32-combine.server";

/**
 * A cached page's body, compressed once when it is stored and answered to every hit without
 * compressing again, while each hit still carries its own CSP nonce (decision 022).
 *
 * The rendered body is split at every occurrence of the render's nonce. Each part is deflated
 * on its own (`Z_FULL_FLUSH`: byte-aligned, and no part refers back into another), so a hit's
 * gzip answer is the gzip header, the parts' deflate data with the fresh nonce between them as
 * stored (uncompressed) deflate blocks, and the trailer: CRC-32 and length of the joined text. The
 * trailer's CRC-32 is combined from the parts' CRCs, so only compressed bytes are kept. A
 * nonce-free body (the JSON API, single-fetch data) is also kept as brotli. Brotli cannot be
 * spliced like that (its literal contexts and distance cache run across blocks), so a page with
 * a nonce is answered gzip, or uncompressed to a client that accepts neither.
 */
export type StoredBody = {
  /** Raw deflate data of each part of the body split at the nonce; all but the last end in a full flush. */
  deflated: Buffer[];
  /** CRC-32 and length of each part. */
  crcs: number[];
  lengths: number[];
  /** The whole answer in brotli, when the body has no nonce. */
  brotli?: Buffer;
  /** Bytes held, for the cache's budget. */
  bytes: number;
};

export type Encoding = "br" | "gzip" | "identity";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

export function splitAt(body: Buffer, token: string | undefined): Buffer[] {
  if (!token) return [body];
  const needle = Buffer.from(token);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * The body split at the nonce and compressed, on a worker thread (decision 052): a page of
 * cards takes a millisecond or more to compress, which the event loop spends on other requests
 * meanwhile (on a second core, when there is one).
 */
export async function storeBodyAsync(body: Buffer, nonce: string | undefined): Promise<StoredBody> {
  const parts = splitAt(body, nonce);
  const { deflated, crcs, brotli } = await compressParts(body, parts, parts.length === 1);
  return {
    deflated,
    crcs,
    lengths: parts.map((part) => part.length),
    brotli,
    bytes: deflated.reduce((sum, d) => sum + d.length, 0) + (brotli?.length ?? 0),
  };
}

/** The encoding to answer with: brotli when stored and accepted, else gzip, else none. */
export function chooseEncoding(
  stored: StoredBody,
  accepts: (encodings: string[]) => string | false,
): Encoding {
  const offered = stored.brotli ? ["br", "gzip", "identity"] : ["gzip", "identity"];
  const chosen = accepts(offered);
  return chosen === "br" || chosen === "gzip" ? chosen : "identity";
}

/** The uncompressed body with `nonce` in place (for the rare client that accepts no encoding). */
export function plainBody(stored: StoredBody, nonce: string): Buffer {
  return zlib.gunzipSync(gzipBody(stored, nonce));
}

/** A stored (uncompressed) deflate block; the stream is byte-aligned after a full flush. */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0; // BFINAL 0, BTYPE 00
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

/** The gzip answer with `nonce` in place, from the stored deflate data. */
export function gzipBody(stored: StoredBody, nonce: string): Buffer {
  const glue = Buffer.from(nonce);
  const block = storedBlock(glue);
  const glueCrc = zlib.crc32(glue);
  let crc = stored.crcs[0];
  let size = stored.lengths[0];
  const pieces: Buffer[] = [GZIP_HEADER, stored.deflated[0]];
  for (let i = 1; i < stored.deflated.length; i++) {
    crc = crc32Combine(crc, glueCrc, glue.length);
    crc = crc32Combine(crc, stored.crcs[i], stored.lengths[i]);
    size += glue.length + stored.lengths[i];
    pieces.push(block, stored.deflated[i]);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

/** The answer's bytes in `encoding`. */
export function encodedBody(stored: StoredBody, encoding: Encoding, nonce: string): Buffer {
  if (encoding === "br" && stored.brotli) return stored.brotli;
  if (encoding === "gzip") return gzipBody(stored, nonce);
  return plainBody(stored, nonce);
}
