import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db, schema } from "./db.server";

const { logos } = schema;
const LOGO_PATH = /^\/logos\/([a-f0-9]{32})\.png$/;

export function logoPath(id: string): string {
  return `/logos/${id}.png`;
}

/** Stores re-encoded PNG bytes; the id is random, so a logo URL is not guessable. */
export function storeLogo(
  userId: number | null,
  image: { png: Buffer; width: number; height: number },
) {
  const id = crypto.randomBytes(16).toString("hex");
  db()
    .insert(logos)
    .values({
      id,
      uploadedBy: userId,
      contentType: "image/png",
      width: image.width,
      height: image.height,
      bytes: image.png,
    })
    .run();
  return { id, path: logoPath(id) };
}

export function getLogo(id: string) {
  if (!/^[a-f0-9]{32}$/.test(id)) return undefined;
  return db().select().from(logos).where(eq(logos.id, id)).get();
}

/**
 * Only our own logo paths, uploaded by this user, may become a company's logo: an arbitrary URL
 * would let a listing show (or track visitors with) any image on the web.
 */
export function isUsableLogoPath(path: string, userId: number): boolean {
  const id = LOGO_PATH.exec(path)?.[1];
  if (!id) return false;
  const row = db()
    .select({ id: logos.id })
    .from(logos)
    .where(and(eq(logos.id, id), eq(logos.uploadedBy, userId)))
    .get();
  return Boolean(row);
}
