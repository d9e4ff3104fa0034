import { vars } from '../../theme/contract.css';

/**
 * The body font with colour emoji fonts ahead of the system fallbacks, for text members write (bubbles, previews,
 * the input, the emoji picker): without it a monochrome DejaVu glyph wins for ❤ or ☀ and emoji-only messages
 * look like tofu or line drawings. Apple's, Microsoft's and Google's colour emoji fonts come first (the first one
 * installed wins), then Noto Emoji's outlines (what the Storybook machines, with no colour emoji font, show).
 */
export const chatFontFamily = `"Rubik", "Noto Sans Hebrew", "Noto Sans", "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Noto Emoji", ${vars.font.family.body}`;
