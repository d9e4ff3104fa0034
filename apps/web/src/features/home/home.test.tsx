import enHome from '@kindred/core/locales/en/home.json';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../lib/store';
import { Probe, renderRoutes } from '../auth/testing';
import { tokenAtom } from '../session/atoms';
import { peopleOnlineRefreshAtom } from './atoms';
import HomePage from './HomePage';
import { refusal } from '../../lib/serverReplies.testing';

const seam = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  api: seam.api,
}));

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/register', element: <Probe>register</Probe> },
];

beforeEach(() => {
  seam.api.mockReset();
  store.set(tokenAtom, null);
  store.set(peopleOnlineRefreshAtom, (n) => n + 1);
});

describe('home page: people online (docs/product/public-pages.md)', { timeout: 30_000 }, () => {
  it('a visitor sees the public teaser, at most 12, with nickname, age and city', async () => {
    seam.api.mockResolvedValue({
      success: true,
      data: Array.from({ length: 14 }, (_, i) => ({ nickname: `member_${i}`, age: 30 + i, location: 'Haifa' })),
    });
    renderRoutes(store, routes, ['/']);
    await waitFor(() => expect(screen.getByTestId('people-online').getAttribute('data-state')).toBe('live'));
    expect(seam.api).toHaveBeenCalledWith('/users/online-teaser', { auth: false, toast: false });
    expect(screen.getAllByRole('link', { name: /member_\d+/ })).toHaveLength(12);
    expect(screen.queryByText(enHome.online.sample)).toBeNull();
  });

  it('a failed or empty list shows the eight samples, marked as samples', async () => {
    seam.api.mockRejectedValue(refusal(404, 'Not found', 'NOT_FOUND'));
    renderRoutes(store, routes, ['/']);
    await waitFor(() => expect(screen.getByTestId('people-online').getAttribute('data-state')).toBe('sample'));
    expect(screen.getByText(enHome.online.sample)).toBeTruthy();
    // A card is named by what it shows (WCAG 2.5.3: speech input says the visible text); where it leads is its
    // description.
    const cards = screen.getAllByRole('link', { description: enHome.online.cardHint });
    expect(cards).toHaveLength(8);
    expect(screen.getAllByRole('link', { name: /^Noa, 29\s*Tel Aviv$/ })).toEqual([cards[0]]);
  });
});
