import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and reports typed values', async () => {
    const onChange = vi.fn();
    render(<TextField label="Nickname" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Nickname'), 'noa');
    expect(onChange).toHaveBeenLastCalledWith('noa', expect.anything());
  });

  it('describes the input by its hint and error and marks it invalid', () => {
    render(<TextField label="Nickname" hint="3–50 letters" error="Too short" />);
    const input = screen.getByLabelText('Nickname');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['3–50 letters', 'Too short']);
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Email" type="email" />);
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });
});
