import { describe, expect, it } from 'vitest';
import { inlineVars } from './inlineVars';

describe('inlineVars', () => {
  it('turns createVar() references into custom property names', () => {
    expect(inlineVars({ 'var(--size__1a2b3c0)': '12px', 'var(--rows__1a2b3c1)': '3' })).toEqual({
      '--size__1a2b3c0': '12px',
      '--rows__1a2b3c1': '3',
    });
  });

  it('keeps a name that is already a custom property', () => {
    expect(inlineVars({ '--plain': 'red' })).toEqual({ '--plain': 'red' });
  });
});
