import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { MAX_EVIDENCE_BYTES } from "~/lib/credential-kinds";
import {
  EVIDENCE_NAME,
  evidenceDir,
  removeEvidenceFiles,
} from "~/models/credentials/credential-handover.server";

// Evidence files: kept outside `public/` under random names, and served only
// through the route that checks the viewer.
export { evidenceDir };

const TYPES = [
  {
    type: "application/pdf",
    ext: "pdf",
    test: (b: Buffer) => b.subarray(0, 5).toString("latin1") === "%PDF-",
  },
  {
    type: "image/png",
    ext: "png",
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: "image/jpeg",
    ext: "jpg",
    test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: "image/webp",
    ext: "webp",
    test: (b: Buffer) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" &&
      b.subarray(8, 12).toString("latin1") === "WEBP",
  },
] as const;

export const EVIDENCE_REFUSED = "Attach a PDF, PNG, JPEG or WebP file of at most 5 MB.";

/** The file's type by its first bytes (never by its name or the browser's word), or undefined. */
export function sniffEvidence(bytes: Buffer): (typeof TYPES)[number] | undefined {
  if (bytes.length === 0 || bytes.length > MAX_EVIDENCE_BYTES) return undefined;
  return TYPES.find((t) => t.test(bytes));
}

/** Writes checked evidence under a random name; returns what the record keeps. */
export function storeEvidence(
  bytes: Buffer,
): { file: string; type: string; bytes: number } | undefined {
  const kind = sniffEvidence(bytes);
  if (!kind) return undefined;
  const file = `${crypto.randomBytes(16).toString("hex")}.${kind.ext}`;
  fs.mkdirSync(evidenceDir(), { recursive: true, mode: 0o700 });
  fs.writeFileSync(path.join(evidenceDir(), file), bytes, { mode: 0o600 });
  return { file, type: kind.type, bytes: bytes.length };
}

export function readEvidence(file: string): Buffer | undefined {
  if (!EVIDENCE_NAME.test(file)) return undefined;
  try {
    return fs.readFileSync(path.join(evidenceDir(), file));
  } catch {
    return undefined;
  }
}

export function removeEvidence(file: string | null | undefined) {
  removeEvidenceFiles([file]);
}
