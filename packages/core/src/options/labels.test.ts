import { describe, expect, it } from 'vitest';
import en from '../../locales/en/options.json';
import he from '../../locales/he/options.json';
import { optionKey, optionLabelKey, optionLabels, optionValues, type OptionGroup } from './labels';

type Tree = Record<string, Record<string, string>>;
const groups = Object.keys(optionValues) as OptionGroup[];

describe('option labels (docs/product/browse-and-profiles.md) and the options catalogue', () => {
  it('the English file is the label table', () => {
    expect(en).toEqual(optionLabels);
  });

  it.each(groups)('%s: every value has exactly one label, in both languages', (group) => {
    const keys = optionValues[group].map(optionKey).sort();
    expect(Object.keys((en as Tree)[group] ?? {}).sort()).toEqual(keys);
    expect(Object.keys((he as Tree)[group] ?? {}).sort()).toEqual(keys);
  });

  it('Hebrew labels are Hebrew (no Latin words) and distinct within a group', () => {
    for (const [group, labels] of Object.entries(he as Tree)) {
      const values = Object.values(labels);
      for (const label of values) expect(label, `${group}: ${label}`).not.toMatch(/[A-Za-z]{2,}/);
      expect(new Set(values).size, group).toBe(values.length);
    }
    expect(Object.keys(he).sort()).toEqual([...groups].sort());
  });

  it('spec lists: 17 interests, 9 marital statuses, 28 into tags, 17 turn-ons, 20 cities', () => {
    expect(Object.keys(optionLabels.interests)).toHaveLength(17);
    expect(Object.keys(optionLabels.maritalStatus)).toHaveLength(9);
    expect(Object.keys(optionLabels.intoTags)).toHaveLength(28);
    expect(Object.keys(optionLabels.turnOns)).toHaveLength(17);
    expect(Object.keys(optionLabels.cities)).toHaveLength(20);
    expect(optionLabels.intoTags.meetups).toBe('Meetups');
    expect(optionLabels.intoTags.tantra).toBe('Tantra');
    expect(optionLabels.turnOns.sexy_ass).toBe('Sexy ass');
    expect(optionLabels.turnOns.pushing_boundaries).toBe('Pushing boundaries');
  });

  it('keys for i18next: separators in a value never split the key', () => {
    expect(optionLabelKey('maritalStatus', "It's complicated")).toBe("maritalStatus.It's complicated");
    expect(optionKey('a.b:c')).toBe('a_b_c');
    expect(optionLabelKey('cities', 'Tel Aviv')).toBe('cities.Tel Aviv');
  });
});
