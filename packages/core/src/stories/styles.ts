/**
 * The text story's looks (docs/product/stories.md "Story (for creation)"): eight gradient backgrounds and five fonts, each with
 * its id, its spec name and the CSS the original client sends for it. The server accepts a preset by its id or by
 * exactly that CSS (whitespace, case and quotes aside) and stores the id; nothing else is accepted, so a story can
 * never carry CSS of its author's choosing. The web and the story components draw a story from the same table.
 */
import { storyFonts, storyGradients, type StoryFontId, type StoryGradientId } from '../options/options';

/** The CSS of each gradient (`gradient-1` is the original client's Sunset). */
export const storyGradientCss: Readonly<Record<StoryGradientId, string>> = {
  'gradient-1': 'linear-gradient(135deg, #ff9a9e 0%, #fad0c4 100%)',
  'gradient-2': 'linear-gradient(135deg, #a1c4fd 0%, #c2e9fb 100%)',
  'gradient-3': 'linear-gradient(135deg, #f5576c 0%, #f093fb 100%)',
  'gradient-4': 'linear-gradient(135deg, #232526 0%, #414345 100%)',
  'gradient-5': 'linear-gradient(135deg, #134e5e 0%, #71b280 100%)',
  'gradient-6': 'linear-gradient(135deg, #8e2de2 0%, #f953c6 100%)',
  'gradient-7': 'linear-gradient(135deg, #2c3e50 0%, #fd746c 100%)',
  'gradient-8': 'linear-gradient(135deg, #f83600 0%, #f9d423 100%)',
};

/** The CSS font stack of each font (`font-3` is the original client's Modern). */
export const storyFontCss: Readonly<Record<StoryFontId, string>> = {
  'font-1': "'Arial', sans-serif",
  'font-2': "'Georgia', serif",
  'font-3': "'Helvetica', sans-serif",
  'font-4': "'Comic Sans MS', cursive",
  'font-5': "'Impact', sans-serif",
};

/** Whether a gradient is light enough to want dark text on it (Sunset and Ocean). */
export const storyGradientIsLight = (id: StoryGradientId): boolean => id === 'gradient-1' || id === 'gradient-2';

const normalise = (css: string) => css.trim().replace(/\s+/g, ' ').replace(/["]/g, "'").toLowerCase();

function presetOf<T extends string>(ids: readonly T[], css: Readonly<Record<T, string>>, value: unknown): T | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  if ((ids as readonly string[]).includes(value)) return value as T;
  const wanted = normalise(value);
  return ids.find((id) => normalise(css[id]) === wanted) ?? null;
}

const gradientIds = storyGradients.map((g) => g.id);
const fontIds = storyFonts.map((f) => f.id);

/** The gradient a request names, by id or by its CSS; null for anything else. */
export const storyGradientOf = (value: unknown): StoryGradientId | null =>
  presetOf(gradientIds, storyGradientCss, value);

/** The font a request names, by id or by its CSS; null for anything else. */
export const storyFontOf = (value: unknown): StoryFontId | null => presetOf(fontIds, storyFontCss, value);
