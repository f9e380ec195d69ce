import { useLocation } from "react-router";
import { useEffect, useRef, useState } from "react";

/**
 * A key for an uncontrolled GET filter form: it changes when the URL changed from elsewhere
 * (a link such as 'Clear Filters'), so the inputs show the new URL, but not when the form
 * itself submitted, so typing keeps its focus.
 */
export function useFormKey() {
  const location = useLocation();
  const [key, setKey] = useState(location.key);
  const fromForm = useRef(false);
  useEffect(() => {
    if (fromForm.current) fromForm.current = false;
    else setKey(location.key);
  }, [location.key]);
  return {
    key,
    markSubmitted: () => {
      fromForm.current = true;
    },
  };
}
