import { lazy, Suspense, type ComponentType } from "react";

/**
 * The search's extra pieces (the radius and sort controls, "nothing within …", "did you
 * mean …", the other reading of the words, the page links) as home shows them: loaded when a
 * search first shows one, not with every visit to home. The server renders them in place (it waits for the whole page), and the
 * browser keeps that markup until their code has arrived.
 */
function whenShown<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Shown(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const NearControls = whenShown(() => import("./near-controls").then((m) => m.NearControls));
export const NothingNear = whenShown(() => import("./nothing-near").then((m) => m.NothingNear));
export const NearestBeyond = whenShown(() => import("./nothing-near").then((m) => m.NearestBeyond));
export const UnknownPlace = whenShown(() => import("./nothing-near").then((m) => m.UnknownPlace));
export const OtherReading = whenShown(() => import("./other-reading").then((m) => m.OtherReading));
export const Pagination = whenShown(() =>
  import("~/components/pagination").then((m) => m.Pagination),
);
