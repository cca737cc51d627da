import { whenIdle } from "./idle";

/** What counts as the visitor engaging with the page: moving, touching, scrolling, typing. */
const ENGAGEMENT = ["pointermove", "pointerdown", "touchstart", "wheel", "scroll", "keydown"];

/**
 * Runs `task` once the page has loaded and the visitor has engaged with it (in either order);
 * returns a cancel. Code that only decorates or prepares (the hero's particles, the phone
 * drawer) waits for this, so a page's start-up never pays for it and a visitor who only looks
 * never downloads it. The task runs when the browser is next idle, not inside the engaging
 * event: a first movement is often the start of a click, whose answer must not wait for it.
 */
export function afterLoadOnEngagement(task: () => void): () => void {
  let loaded = document.readyState === "complete";
  let engaged = false;
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    window.removeEventListener("load", onLoad);
    for (const type of ENGAGEMENT) window.removeEventListener(type, onEngage, options);
  };
  let cancelTask = () => {};
  const runWhenReady = () => {
    if (!loaded || !engaged) return;
    stop();
    cancelTask = whenIdle(task);
  };
  function onLoad() {
    loaded = true;
    runWhenReady();
  }
  function onEngage() {
    engaged = true;
    runWhenReady();
  }
  if (!loaded) window.addEventListener("load", onLoad, { once: true });
  for (const type of ENGAGEMENT) window.addEventListener(type, onEngage, options);
  return () => {
    stop();
    cancelTask();
  };
}
