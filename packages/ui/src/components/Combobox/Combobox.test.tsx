import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, defaultFilter } from './Combobox';

const cities = ['Tel Aviv', 'Jerusalem', 'Haifa', 'Herzliya', "Be'er Sheva", 'תל אביב', 'חיפה'];

describe('Combobox', () => {
  it('filters case-insensitively in any script', () => {
    expect(defaultFilter(cities, 'he')).toEqual(['Herzliya', "Be'er Sheva"]);
    expect(defaultFilter(cities, 'תל')).toEqual(['תל אביב']);
  });

  it('shows suggestions only after more than one character', async () => {
    render(<Combobox label="Location" options={cities} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(input, 'H');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(input, 'a');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Haifa']);
  });

  it('down/up/enter choose; escape closes then clears', async () => {
    const onSelect = vi.fn();
    render(<Combobox label="Location" options={cities} onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'he');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Herzliya');
    expect((input as HTMLInputElement).value).toBe('Herzliya');
    await userEvent.type(input, 'x');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says so when nothing matches', async () => {
    render(<Combobox label="Location" options={cities} emptyText="No matching cities" />);
    await userEvent.type(screen.getByRole('combobox'), 'zz');
    expect(screen.getByText('No matching cities')).toBeTruthy();
  });

  it('floats its list outside a parent that clips overflow, and keeps focus in the input', async () => {
    render(
      <div data-testid="card" style={{ overflow: 'hidden', height: 60 }}>
        <Combobox label="Location" options={cities} />
      </div>,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'ha');
    const listbox = screen.getByRole('listbox');
    expect(screen.getByTestId('card').contains(listbox)).toBe(false);
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(document.activeElement).toBe(input);
    await userEvent.click(screen.getByRole('option', { name: 'Haifa' }));
    expect((input as HTMLInputElement).value).toBe('Haifa');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('follows the page while empty and the typed text once filled', async () => {
    render(<Combobox label="Location" options={cities} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    expect(input.hasAttribute('dir')).toBe(false);
    await userEvent.type(input, 'תל');
    expect(input.getAttribute('dir')).toBe('rtl');
  });
});
