/**
 * Runs `run` once the next frame has painted (a frame's callbacks run before its paint; a task queued
 * from one runs after it). For work the frame on its way does not show, such as fetching the code of
 * the views the user may go to next: started in an opening's task, it would hold up the opening's
 * frame. Returns the cancel, for an effect's cleanup.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
