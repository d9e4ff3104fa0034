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

  it('follows the page while empty and the typed text once filled (user text)', async () => {
    render(<TextField label="Nickname" />);
    const input = screen.getByLabelText('Nickname');
    expect(input.hasAttribute('dir')).toBe(false);
    await userEvent.type(input, 'נועה');
    expect(input.getAttribute('dir')).toBe('rtl');
    await userEvent.clear(input);
    expect(input.hasAttribute('dir')).toBe(false);
    await userEvent.type(input, '12 Noa');
    expect(input.getAttribute('dir')).toBe('ltr');
  });

  it('takes the direction of a controlled or default value, and a fixed one only when filled', () => {
    render(
      <>
        <TextField label="A" value="נועה" onChange={() => {}} />
        <TextField label="B" defaultValue="Noa" />
        <TextField label="C" dir="ltr" />
        <TextField label="D" dir="ltr" defaultValue="שלום" />
      </>,
    );
    expect(screen.getByLabelText('A').getAttribute('dir')).toBe('rtl');
    expect(screen.getByLabelText('B').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('C').hasAttribute('dir')).toBe(false);
    expect(screen.getByLabelText('D').getAttribute('dir')).toBe('ltr');
  });
});
