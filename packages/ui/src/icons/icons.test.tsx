import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as callIcons from './callIcons';
import * as videoIcon from './videoIcon';
import * as icons from './icons';
import type { IconComponent } from './createIcon';
import { directionalIcons } from './directional';
import { iconNames } from './iconNames';

const all = Object.values({ ...icons, ...callIcons, ...videoIcon } as Record<string, IconComponent>);

describe('icons', () => {
  it('exports one component per name, each named <Name>Icon', () => {
    expect(all.map((icon) => icon.iconName).sort()).toEqual([...iconNames].sort());
    for (const icon of all) expect(icon.displayName).toMatch(/^[A-Z]\w*Icon$/);
  });

  it('are decorative without a label and an img with one', () => {
    const { container, rerender, getByRole } = render(<icons.HeartIcon />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<icons.HeartIcon label="Liked" />);
    expect(getByRole('img', { name: 'Liked' })).toBeTruthy();
  });

  it('marks exactly the directional ones', () => {
    for (const icon of all) {
      const Icon = icon;
      const { container, unmount } = render(<Icon />);
      const marked = container.querySelector('svg')?.dataset.directional === 'true';
      expect(marked, icon.iconName).toBe((directionalIcons as readonly string[]).includes(icon.iconName));
      unmount();
    }
  });

  it('never mirrors media controls', () => {
    for (const name of ['play', 'pause', 'mic', 'micOff', 'video', 'phone'])
      expect(directionalIcons as readonly string[]).not.toContain(name);
  });
});
