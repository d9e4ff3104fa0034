import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('toggles visibility and the toggle label', async () => {
    render(<PasswordField label="Password" showLabel="Show" hideLabel="Hide" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('follows the page while empty and is left-to-right once typed', async () => {
    render(<PasswordField label="Password" showLabel="Show" hideLabel="Hide" />);
    const input = screen.getByLabelText('Password');
    expect(input.hasAttribute('dir')).toBe(false);
    await userEvent.type(input, 'סיסמה1!');
    expect(input.getAttribute('dir')).toBe('ltr');
  });
});
