/**
 * Runs `task` once the frame in progress has painted: a timer set from the next animation frame.
 * Returns a cancel.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `task` when the browser is next idle (at the latest after `timeoutMs`), after the frame
 * in progress has painted; returns a cancel. Safari has no requestIdleCallback: there
 * afterPaint gives the same "after this paint".
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  return afterPaint(task);
}
