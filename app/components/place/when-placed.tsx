import { lazy, Suspense, type ComponentProps } from "react";

/**
 * The search's extra pieces (the radius and sort controls, "nothing within …", "did you
 * mean …", the other reading of the words, the page links) as home shows them: loaded when a
 * search first shows one, not with every visit to home. The server renders them in place (it waits for the whole page), and the
 * browser keeps that markup until their code has arrived.
 */
const NearControlsLazy = lazy(() =>
  import("./near-controls").then((m) => ({ default: m.NearControls })),
);
const NothingNearLazy = lazy(() =>
  import("./nothing-near").then((m) => ({ default: m.NothingNear })),
);
const UnknownPlaceLazy = lazy(() =>
  import("./nothing-near").then((m) => ({ default: m.UnknownPlace })),
);
const OtherReadingLazy = lazy(() =>
  import("./other-reading").then((m) => ({ default: m.OtherReading })),
);
const PaginationLazy = lazy(() => import("../pagination").then((m) => ({ default: m.Pagination })));

export function NearControls(props: ComponentProps<typeof NearControlsLazy>) {
  return (
    <Suspense>
      <NearControlsLazy {...props} />
    </Suspense>
  );
}

export function NothingNear(props: ComponentProps<typeof NothingNearLazy>) {
  return (
    <Suspense>
      <NothingNearLazy {...props} />
    </Suspense>
  );
}

export function UnknownPlace(props: ComponentProps<typeof UnknownPlaceLazy>) {
  return (
    <Suspense>
      <UnknownPlaceLazy {...props} />
    </Suspense>
  );
}

export function OtherReading(props: ComponentProps<typeof OtherReadingLazy>) {
  return (
    <Suspense>
      <OtherReadingLazy {...props} />
    </Suspense>
  );
}

export function Pagination(props: ComponentProps<typeof PaginationLazy>) {
  return (
    <Suspense>
      <PaginationLazy {...props} />
    </Suspense>
  );
}
