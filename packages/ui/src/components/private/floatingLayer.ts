/**
 * Elements that float above every page and modal without being inside them — the call banners — carry this
 * attribute. A modal treats a press on one as its own (it stays open), so answering or returning to a call never
 * closes the profile or dialog underneath.
 */
export const floatingLayerProps = { 'data-floating-layer': '' } as const;

/** For Radix's `onPointerDownOutside` / `onInteractOutside`: keeps the modal open for a press on a floating layer. */
export function keepOpenForFloatingLayers(event: { target: EventTarget | null; preventDefault(): void }): void {
  const target = event.target;
  if (target instanceof Element && target.closest('[data-floating-layer]')) event.preventDefault();
}
