// Local "photos" for stories (no network in the Storybook run): warm portrait-like illustrations.
const palettes = [
  ['#F59AB1', '#8A3B55', '#FDF0F3'],
  ['#F7C59F', '#7A4A2A', '#FFF6EE'],
  ['#9CC9E8', '#2D4F73', '#F0F7FD'],
  ['#B9A4E3', '#4B3373', '#F5F0FD'],
  ['#A8D5BA', '#2F5E45', '#F0FAF4'],
  ['#F2B880', '#8A4B12', '#FFF4E8'],
] as const;

function portrait([a, b, c]: readonly [string, string, string], wide = false): string {
  const [w, h] = wide ? [400, 300] : [300, 400];
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.2}" fill="${c}" opacity="0.92"/><path d="M${w * 0.12} ${h}c${w * 0.06}-${h * 0.28} ${w * 0.2}-${h * 0.36} ${w * 0.38}-${h * 0.36}s${w * 0.32} ${h * 0.08} ${w * 0.38} ${h * 0.36}Z" fill="${c}" opacity="0.92"/></svg>`,
  )}`;
}

export const storyPhotos: readonly string[] = palettes.map((p) => portrait(p));
export const storyWidePhoto: string = portrait(palettes[2], true);
