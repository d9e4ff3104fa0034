import '@vanilla-extract/css/disableRuntimeStyles';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Files share one document in a worker (decision 0245): what a test rendered, or a primitive put into the body
// outside its container (portals, live regions, focus guards, a scroll lock's style), goes with the test.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.body.removeAttribute('data-scroll-locked');
});

// jsdom lacks a few browser APIs that Radix primitives call (pointer capture, scrolling, ResizeObserver).
const proto = Element.prototype as unknown as Record<string, unknown>;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => {};
proto.releasePointerCapture ??= () => {};
proto.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
