// VisuallyHidden uses Radix's implementation (inline clip styles); no styles of its own.
export {};
