import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, Inline, Stack } from './Layout';

describe('Box, Stack, Inline', () => {
  it('render the requested element with token spacing classes only', () => {
    render(
      <Stack as="ul" gap="3" padding="4" aria-label="list">
        <li>a</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'list' });
    expect(list.dataset.gap).toBe('3');
    expect(list.getAttribute('style')).toBeNull();
  });

  it('Inline and Box pass children through', () => {
    render(
      <Box as="section" aria-label="box" background="surface">
        <Inline>
          <span>x</span>
        </Inline>
      </Box>,
    );
    expect(screen.getByRole('region', { name: 'box' }).textContent).toBe('x');
  });
});
