import { serializeJsonLd } from "~/lib/escape";

/** A structured-data block, serialised so no value can break out of the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
