/** Ids are 24-character lowercase-or-uppercase hexadecimal strings (docs/product/accounts.md, decisions: API conventions). */
const ID_PATTERN = /^[0-9a-f]{24}$/i;
const ID_IN_TEXT = /[0-9a-f]{24}/i;

export function isValidId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/**
 * Extracts a 24-hex id from a bare id, longer text (e.g. `ObjectId("…")`), or an object carrying `_id` / `id`.
 * Returns the id in lowercase, or `null` when none is found.
 */
export function extractId(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value === 'string') {
    if (isValidId(value)) return value.toLowerCase();
    const match = ID_IN_TEXT.exec(value);
    return match ? match[0].toLowerCase() : null;
  }
  if (typeof value === 'object') {
    const record = value as { _id?: unknown; id?: unknown };
    return extractId(record._id) ?? extractId(record.id);
  }
  return null;
}
