/**
 * A demo picture drawn locally (decisions: Demo data — never photos of real people, never scraped content): a sky
 * gradient, a sun and a sea or hills, in colours from one random hue. Used for the demo chat photo and the demo
 * image stories.
 */
import sharp from 'sharp';

interface Random {
  int(min: number, max: number): number;
}

const SKY_HUES = [6, 16, 26, 336, 348, 205, 262, 285];

/** A WebP of `width` × `height` pixels. */
export async function demoScene(r: Random, width: number, height: number): Promise<Buffer> {
  // Skies of dusk and dawn (corals, roses, violets, a deep blue), never a garish green.
  const hue = SKY_HUES[r.int(0, SKY_HUES.length - 1)]!;
  const sun = { x: r.int(Math.round(width * 0.25), Math.round(width * 0.75)), y: Math.round(height * 0.55) };
  const horizon = Math.round(height * 0.72);
  const hills = r.int(0, 1) === 1;
  const ground = hills
    ? `<path d="M0 ${horizon} Q ${width * 0.3} ${horizon - height * 0.12} ${width * 0.55} ${horizon} T ${width} ${horizon - height * 0.05} V ${height} H 0 Z"
        fill="hsl(${(hue + 120) % 360},35%,28%)" opacity="0.92"/>`
    : `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="hsl(${(hue + 200) % 360},50%,30%)" opacity="0.88"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
    <linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/>
    <stop offset="0.6" stop-color="hsl(${(hue + 30) % 360},75%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 190) % 360},45%,35%)"/>
    </linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${sun.x}" cy="${sun.y}" r="${Math.round(Math.min(width, height) * 0.15)}" fill="hsl(${(hue + 50) % 360},90%,80%)" opacity="0.9"/>
    ${ground}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
