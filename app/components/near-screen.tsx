import { lazy, useEffect, useRef, type ComponentType, type ReactNode } from "react";

/**
 * A lazily loaded part of a page whose code the browser fetches only when the visitor comes near
 * it: scrolls within 200 pixels of it, or touches or focuses it. The server still writes it in
 * full, so until then it is the server's markup (a form posts without JavaScript), and React
 * takes it over where it stands once the code has come (decision 053). Rendered in the browser
 * (after a navigation), with no server markup to show meanwhile, it loads at once.
 */
export function lazyNearScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let start = () => {};
  const near = new Promise<void>((resolve) => (start = resolve));
  const Component = lazy(async () => {
    if (typeof document !== "undefined") await near;
    return { default: await load() };
  });

  function NearScreen({
    children,
    ...props
  }: { children: ReactNode } & Omit<React.ComponentProps<"section">, "ref">) {
    const ref = useRef<HTMLElement>(null);
    useEffect(() => {
      const box = ref.current;
      if (!box || !box.firstElementChild) return start();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: "0px 0px 200px" },
      );
      observer.observe(box);
      box.addEventListener("pointerdown", start);
      box.addEventListener("focusin", start);
      return () => {
        observer.disconnect();
        box.removeEventListener("pointerdown", start);
        box.removeEventListener("focusin", start);
      };
    }, []);
    return (
      <section ref={ref} {...props}>
        {children}
      </section>
    );
  }

  return { Component, NearScreen };
}
