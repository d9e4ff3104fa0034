import { describe, expect, it } from 'vitest';
import { extractId, isValidId } from './id';

const ID = '0123456789abcdef01234567';

describe('isValidId (docs/product/accounts.md: exactly 24 hexadecimal characters)', () => {
  it.each([
    [ID, true],
    [ID.toUpperCase(), true],
    [ID.slice(1), false],
    [`${ID}0`, false],
    ['0123456789abcdef0123456g', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidId(value)).toBe(expected);
  });
});

describe('extractId (docs/product/accounts.md: from longer text, ObjectId-style strings, objects with _id or id)', () => {
  it.each([
    [ID, ID],
    [`ObjectId("${ID}")`, ID],
    [`user:${ID.toUpperCase()}`, ID],
    [{ _id: ID }, ID],
    [{ id: ID }, ID],
    [{ _id: { _id: ID } }, ID],
    [{ _id: 'nope', id: ID }, ID],
    ['not an id', null],
    [{}, null],
    [undefined, null],
    [42, null],
    [true, null],
  ])('%j → %s', (value, expected) => {
    expect(extractId(value)).toBe(expected);
  });
});
