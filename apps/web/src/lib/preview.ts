/**
 * The dashboard's first-photos preview (decision 0062; build/render-pages.mjs puts it on /dashboard for a member
 * on a phone-width screen): a picture of the loading dashboard with the first photos in it, shown over the page
 * until the app's own page is on screen. Ends it, if it is there; safe to call any number of times.
 */
export function endPreview(): void {
  (window as { __kindredPreviewDone?: () => void }).__kindredPreviewDone?.();
}

/** Ends the preview once the app's frame after the next one has been painted (the page under it is on screen). */
export function endPreviewAfterPaint(): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(endPreview);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}
