import { useNavigation } from "react-router";
import { useCallback, useEffect, useRef } from "react";

/**
 * After a search the visitor sent (Enter or the Search button), the results' count line and
 * first result are brought into view and focused once the page has them
 * (decision 044). Without JavaScript the form's action carries the `#results` anchor instead.
 * Live filtering while typing does not scroll: the box stays where the visitor types.
 */
export function useResultsInView(id = "results") {
  const navigation = useNavigation();
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current || navigation.state !== "idle") return;
    asked.current = false;
    const results = document.getElementById(id);
    results?.scrollIntoView({ block: "start" });
    results?.focus({ preventScroll: true });
  }, [navigation.state, id]);
  return useCallback(() => {
    asked.current = true;
  }, []);
}
