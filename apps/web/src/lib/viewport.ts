import { useEffect } from 'react';

/**
 * The viewport-height variable (docs/product/README.md): `--vh` is 1% of the visible height, updated on resize and rotation,
 * so full-height layouts fit mobile browsers whose toolbars change `100vh`. Use `calc(var(--vh, 1vh) * 100)`.
 * A rotation resizes the viewport, so `resize` covers it (`orientationchange` is deprecated and fires before the
 * new size is known).
 */
export function setViewportHeight(root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--vh', `${window.innerHeight * 0.01}px`);
}

export function useViewportHeight(): void {
  useEffect(() => {
    const update = () => setViewportHeight();
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
