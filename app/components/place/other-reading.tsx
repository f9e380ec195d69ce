import { Link } from "~/components/ui/link";

/**
 * The other reading of a search box that names a place (decision 044): 'Search near
 * Keystone, FL instead' under a search read as names, 'Search for 'Keystone' in names instead'
 * under one read as a place. A plain link, so it works without JavaScript.
 */
export function OtherReading({ reading }: { reading: { label: string; href: string } }) {
  return (
    <p className="mt-2 text-sm text-gray-700">
      <Link to={reading.href} className="font-semibold text-brand-700 underline">
        {reading.label}
      </Link>
    </p>
  );
}
