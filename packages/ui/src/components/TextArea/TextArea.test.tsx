import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { counterState, TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts characters up to the maximum', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Bio" maxLength={5} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Bio'), 'abcdefg');
    expect(screen.getByText('5/5')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith('abcde', expect.anything());
  });

  it('formats the counter through a prop', () => {
    render(<TextArea label="Bio" maxLength={500} defaultValue="abc" formatCounter={(n, m) => `${n} מתוך ${m}`} />);
    expect(screen.getByText('3 מתוך 500')).toBeTruthy();
  });

  it('counter state: normal, near (90 %), full', () => {
    expect([counterState(10, 500), counterState(450, 500), counterState(500, 500)]).toEqual(['normal', 'near', 'full']);
  });

  it('follows the page while empty and the typed text once filled', async () => {
    render(<TextArea label="About me" />);
    const area = screen.getByLabelText('About me');
    expect(area.hasAttribute('dir')).toBe(false);
    await userEvent.type(area, 'Hi, אני נועה');
    expect(area.getAttribute('dir')).toBe('ltr');
    await userEvent.clear(area);
    await userEvent.type(area, 'שלום');
    expect(area.getAttribute('dir')).toBe('rtl');
  });
});
