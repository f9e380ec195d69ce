import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "~/models/db.server";
import { readLogos } from "~/freshness/reads.server";

const { logos } = schema;
const LOGO_PATH = /^\/logos\/([a-f0-9]{32})\.png$/;

type StoredImage = { bytes: Buffer; width: number; height: number };
const IMAGE_TYPES = { png: "image/png", webp: "image/webp" } as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/**
 * Stores re-encoded image bytes; the id is random, so an image URL is not guessable. Blog
 * images live in this table too (as WebP): one store, one route, one replication path.
 */
function storeImage(userId: number | null, image: StoredImage, ext: ImageExtension) {
  const id = crypto.randomBytes(16).toString("hex");
  db()
    .insert(logos)
    .values({
      id,
      uploadedBy: userId,
      contentType: IMAGE_TYPES[ext],
      width: image.width,
      height: image.height,
      bytes: image.bytes,
    })
    .run();
  return { id, path: `/logos/${id}.${ext}` };
}

export function storeLogo(
  userId: number | null,
  image: { png: Buffer; width: number; height: number },
) {
  return storeImage(userId, { bytes: image.png, width: image.width, height: image.height }, "png");
}

export const storeBlogImage = (userId: number, image: StoredImage) =>
  storeImage(userId, image, "webp");

/** An image by id, only under the extension of its own type (a WebP is no `.png`). */
export function getImage(id: string, ext: string) {
  const type = IMAGE_TYPES[ext as ImageExtension];
  const row = type ? getLogo(id) : undefined;
  return row?.contentType === type ? row : undefined;
}

export function getLogo(id: string) {
  readLogos();
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

/**
 * Removes logos uploaded before `olderThan` that no listing shows: abandoned uploads (a wizard
 * left half way, a logo replaced by another). The day's grace keeps a logo that is uploaded
 * now and saved to its listing a few minutes later. Only logos (PNG): blog images (WebP) share
 * the table and belong to their posts. Returns how many were removed.
 */
export function removeUnusedLogos(olderThan: Date): number {
  return db()
    .delete(logos)
    .where(
      sql`${logos.contentType} = ${IMAGE_TYPES.png} AND ${logos.createdAt} < ${olderThan.getTime()} AND NOT EXISTS (
        SELECT 1 FROM companies c WHERE c.custom_logo = '/logos/' || ${logos.id} || '.png')`,
    )
    .run().changes;
}
