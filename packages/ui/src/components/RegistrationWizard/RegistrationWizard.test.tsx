import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationProps } from '../../storybook/visitorCopy';
import { RegistrationWizard } from './RegistrationWizard';
import { emptyRegistrationValues as values, type RegistrationValues } from './types';

function stepOneProps() {
  const p = registrationProps('en');
  return {
    ...p,
    step: 1 as const,
    stepOf: p.stepOf(1),
    intro: p.intro(1),
    errors: {},
    onPhotoChange: () => {},
    onBack: () => {},
    onSubmit: () => {},
  };
}

/** Step 1 holding its values like the app does; `continued` gets the values each Continue went on with. */
function Harness({ continued }: { continued: RegistrationValues[] }) {
  const [current, setCurrent] = useState(values);
  return (
    <RegistrationWizard
      {...stepOneProps()}
      values={current}
      onChange={(patch) => setCurrent((v) => ({ ...v, ...patch }))}
      onContinue={() => continued.push(current)}
    />
  );
}

const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('RegistrationWizard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the general error (docs/product/accounts.md: a failed sign-up shows it and scrolls to the first error)', () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const p = registrationProps('en');
    const props = {
      ...p,
      step: 4 as const,
      stepOf: p.stepOf(4),
      intro: p.intro(4),
      values,
      errors: {},
      onChange: () => {},
      onPhotoChange: () => {},
      onContinue: () => {},
      onBack: () => {},
      onSubmit: () => {},
    };
    const { rerender } = render(<RegistrationWizard {...props} />);
    expect(scrolled).toEqual([]);
    rerender(<RegistrationWizard {...props} generalError="An account with this email already exists" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('An account with this email already exists');
    expect(scrolled).toEqual([alert]);
  });

  it('takes what was typed into the prerendered step before it was hydrated, and keeps the field focused', async () => {
    const continued: RegistrationValues[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness continued={continued} />);
    document.body.append(container);
    field(container, 'nickname').value = 'noa_early';
    field(container, 'email').value = 'noa@kindred.test';
    field(container, 'email').focus();
    const root = await act(async () => hydrateRoot(container, <Harness continued={continued} />));
    expect(field(container, 'nickname').value).toBe('noa_early');
    expect(document.activeElement).toBe(field(container, 'email'));

    await act(async () => fireEvent.submit(container.querySelector('form')!));
    expect(continued).toHaveLength(1);
    expect(continued[0]).toMatchObject({ nickname: 'noa_early', email: 'noa@kindred.test' });
    act(() => root.unmount());
    container.remove();
  });

  it('a step submitted before its values have what the fields show goes on once they have', async () => {
    const continued: RegistrationValues[] = [];
    const { container } = render(<Harness continued={continued} />);
    // Text the values do not have yet (as when a held submit is replayed while the app takes over).
    field(container, 'password').value = 'Early!Bird42';
    await act(async () => fireEvent.submit(container.querySelector('form')!));
    expect(continued).toHaveLength(1);
    expect(continued[0]).toMatchObject({ password: 'Early!Bird42' });
  });
});
