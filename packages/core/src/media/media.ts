/**
 * Media helpers: avatar sources (spec 000 §3: a 24-hex id, an /uploads/ path, an absolute URL or a bare file name;
 * §7: /api/avatars/{id} and /uploads/images/{file}), upload progress (spec 002 §4), and the shell's breakpoints and
 * toast settings (spec 000 §9, spec 002 §2).
 */
export function avatarUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v === '') return null;
  if (/^[0-9a-f]{24}$/i.test(v)) return `/api/avatars/${v.toLowerCase()}`;
  if (v.startsWith('/uploads/') || v.startsWith('/api/')) return v;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^[\w.-]+\.(jpe?g|png|gif|webp)$/i.test(v)) return `/uploads/images/${v}`;
  return null;
}

/** Upload progress starts at 10 and scales up to 100 with the bytes sent. */
export function uploadProgress(loaded: number, total: number): number {
  if (total <= 0) return 10;
  return Math.round(10 + 90 * Math.min(1, Math.max(0, loaded / total)));
}

/** Embedded panel: +10 every 0.2 s up to 90, then 100 on success. */
export const EMBEDDED_PROGRESS_STEP = 10;
export const EMBEDDED_PROGRESS_TICK_MS = 200;
export function embeddedProgressStep(current: number): number {
  return Math.min(90, current + EMBEDDED_PROGRESS_STEP);
}
export const UPLOAD_TIMEOUT_MS = 60_000;
export const ATTACHMENT_CLEAR_DELAY_MS = 500;

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';
/** Mobile under 768 px, tablet 768 to 991 px. */
export function breakpointOf(widthPx: number): Breakpoint {
  if (widthPx < 768) return 'mobile';
  if (widthPx <= 991) return 'tablet';
  return 'desktop';
}

export const TOAST_AUTO_CLOSE_MS = 3_000;
export const TOAST_MAX_VISIBLE = 5;
export const LIKE_TOAST_MS = 5_000;
export const NOTIFICATION_TOAST_MS = 4_000;
