/**
 * Runs `task` once the browser has painted the next frame: a task queued from an
 * animation frame callback runs after that frame is presented. Work done here never
 * delays what the visitor is about to see (a first paint, a native dialog opening).
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
