import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationProps } from '../../storybook/visitorCopy';
import { RegistrationWizard } from './RegistrationWizard';
import { emptyRegistrationValues as values } from './types';

describe('RegistrationWizard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the general error (spec 001: a failed sign-up shows it and scrolls to the first error)', () => {
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
});
