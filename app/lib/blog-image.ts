/**
 * A post's featuredImage is either one of a handful of known keys, which map to the bundled
 * artwork in public/images/blog/, or an image address. Only http(s) addresses and site paths
 * are used; anything else (javascript:, data:, protocol-relative) shows no image.
 */
export const BLOG_IMAGE_KEYS = {
  mutcd: "MUTCD manual pages with lane line diagrams",
  retroreflectivity: "Headlight beams reflecting off a lane line at night",
  "ada-parking": "Accessible parking space with access aisle hatching",
  thermoplastic: "Thermoplastic line being applied from a kettle",
  "waterborne-paint": "Paint spray gun laying a fresh white line",
  autonomous: "Car camera view detecting lane lines",
  "work-zone": "Striping truck followed by a shadow vehicle with an arrow board",
  hydroblasting: "High-pressure water removing an old lane line",
  "parking-lot": "Freshly striped parking lot seen from above",
  crosswalk: "Ladder crosswalk markings at an intersection",
} as const;

export type BlogImage = { src: string; alt: string };

export function blogImage(
  featuredImage: string | null | undefined,
  title: string,
): BlogImage | null {
  const value = featuredImage?.trim();
  if (!value) return null;
  if (value in BLOG_IMAGE_KEYS) {
    const key = value as keyof typeof BLOG_IMAGE_KEYS;
    return { src: `/images/blog/${key}.svg`, alt: BLOG_IMAGE_KEYS[key] };
  }
  if (value.startsWith("/") && !value.startsWith("//")) return { src: value, alt: title };
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return { src: url.href, alt: title };
  } catch {
    // not an address
  }
  return null;
}
