import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../lib/fakeSocket.testing';
import { FetchError } from '../../lib/request';
import { presenceAtom, presenceResyncAtom } from '../../lib/socketState';
import { ProfileView } from '../profile/ProfileView';
import * as profileApi from '../profile/api';
import * as api from './api';
import { modeAtom } from './atoms';
import DashboardPage from './DashboardPage';

vi.mock('./api', () => ({
  fetchBrowsePage: vi.fn(),
  fetchMatches: vi.fn(),
  fetchLiked: vi.fn(),
  fetchLikedMe: vi.fn(),
  fetchAllowance: vi.fn(),
  postLike: vi.fn(),
  deleteLike: vi.fn(),
}));
vi.mock('../profile/api', () => ({ fetchProfile: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
const mocked = vi.mocked(api);
const mockedProfile = vi.mocked(profileApi);

const BEN = 'b00000000000000000000001';
const DANA = 'd00000000000000000000002';

const matched = (id: string, nickname: string, isOnline: boolean) =>
  ({
    _id: id,
    nickname,
    isOnline,
    isVerified: false,
    accountTier: 'FREE',
    photos: [],
    photo: null,
    details: { age: 30 },
  }) as unknown as api.MatchedMember;

/** The member's socket on this store, connected; events reach the screens inside `act`. */
function connect(store: ReturnType<typeof createStore>) {
  const { socket, realtime } = fakeRealtime({ store, connected: true, around: (deliver) => act(deliver) });
  return { socket: socket(), realtime };
}

function renderWith(store: ReturnType<typeof createStore>, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/dashboard'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** A fresh store on the matches tab with a connected socket; `list` is the server's reply. */
function openMatches(list?: api.MatchedMember[]) {
  if (list) mocked.fetchMatches.mockResolvedValue(list);
  const store = createStore();
  store.set(modeAtom, 'matches');
  const { socket } = connect(store);
  renderWith(store, <DashboardPage />);
  return { store, socket };
}

const dotOf = async (id: string) => (await cardOf(id)).getAttribute('data-online');

/** The member's card once the list shows it (the list is on screen with skeletons before the matches arrive). */
const cardOf = (id: string) =>
  waitFor(() => {
    const card = within(screen.getByTestId('matches-list'))
      .getAllByTestId('member-card')
      .find((c) => c.closest('li')?.getAttribute('data-member-id') === id);
    if (!card) throw new Error(`no card for ${id} yet`);
    return card;
  });

describe('online dots follow presence events (decision 0023) over a fake socket seam', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.fetchBrowsePage.mockResolvedValue({ data: [], hasMore: false, nextCursor: null, totalCount: 0 });
    mocked.fetchAllowance.mockResolvedValue({ accountTier: 'FEMALE' });
    mocked.fetchMatches.mockResolvedValue([matched(BEN, 'Ben', false), matched(DANA, 'Dana', true)]);
  });

  it("matches tab: a contact's userOnline / userOffline turn the card's dot on and off; others keep the server's", async () => {
    const { store, socket } = openMatches();
    expect(await dotOf(BEN)).toBe('false');
    expect(await dotOf(DANA)).toBe('true');

    socket.serverSends('userOnline', { userId: BEN });
    await waitFor(async () => expect(await dotOf(BEN)).toBe('true'));
    expect(within(await cardOf(BEN)).getByText('card.online')).toBeTruthy();
    expect(await dotOf(DANA)).toBe('true');

    socket.serverSends('userOffline', { userId: DANA, lastActive: '2026-11-24T09:00:00.000Z' });
    socket.serverSends('userOffline', { userId: BEN });
    await waitFor(async () => expect(await dotOf(BEN)).toBe('false'));
    expect(await dotOf(DANA)).toBe('false');
    expect(store.get(presenceAtom).get(DANA)).toEqual({ online: false, lastActive: '2026-11-24T09:00:00.000Z' });
  });

  it('a payload without a member id changes nothing; a closed socket forgets what it heard', () => {
    const store = createStore();
    const { socket, realtime } = connect(store);
    const before = store.get(presenceAtom);
    socket.serverSends('userOnline', {});
    socket.serverSends('userOffline', null);
    expect(store.get(presenceAtom)).toBe(before);
    socket.serverSends('userOnline', { userId: BEN });
    expect(store.get(presenceAtom).get(BEN)).toEqual({ online: true });
    realtime.stop();
    expect(store.get(presenceAtom).size).toBe(0);
  });

  it("the profile modal's online badge follows the events, and shows when the member was last active", async () => {
    mockedProfile.fetchProfile.mockResolvedValue({
      _id: BEN,
      nickname: 'Ben',
      isOnline: false,
      lastActive: '2026-11-20T09:00:00.000Z',
      accountTier: 'FREE',
      details: {},
      photos: [],
      compatibility: null,
    } as unknown as profileApi.ViewedProfile);
    const store = createStore();
    const { socket } = connect(store);
    renderWith(store, <ProfileView id={BEN} onClose={() => undefined} />);
    await screen.findByText('Ben');
    expect(screen.queryByText('profile.online')).toBeNull();
    expect(screen.getByText('profile.lastActive')).toBeTruthy();

    socket.serverSends('userOnline', { userId: BEN });
    expect(await screen.findByText('profile.online')).toBeTruthy();
    expect(screen.queryByText('profile.lastActive')).toBeNull();

    socket.serverSends('userOffline', { userId: BEN, lastActive: new Date().toISOString() });
    await waitFor(() => expect(screen.queryByText('profile.online')).toBeNull());
    expect(screen.getByText('profile.lastActive')).toBeTruthy();
  });
});

describe('after a reconnect the online dots are right again (issue 13, decision 0061)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.fetchBrowsePage.mockResolvedValue({ data: [], hasMore: false, nextCursor: null, totalCount: 0 });
    mocked.fetchAllowance.mockResolvedValue({ accountTier: 'FEMALE' });
  });

  it('matches tab: a userOffline missed while the socket was down is not shown as online after the reconnect', async () => {
    const { store, socket } = openMatches([matched(BEN, 'Ben', false)]);
    expect(await dotOf(BEN)).toBe('false');
    socket.serverSends('userOnline', { userId: BEN });
    await waitFor(async () => expect(await dotOf(BEN)).toBe('true'));

    // The socket drops; Ben leaves meanwhile (his userOffline never arrives); a new session connects.
    socket.serverSends('disconnect', 'transport close');
    mocked.fetchMatches.mockResolvedValue([matched(BEN, 'Ben', false)]);
    const browseCalls = mocked.fetchBrowsePage.mock.calls.length;
    socket.serverSends('connect');

    expect(store.get(presenceAtom).size).toBe(0);
    expect(store.get(presenceResyncAtom)).toBe(1);
    await waitFor(async () => expect(await dotOf(BEN)).toBe('false'));
    expect(mocked.fetchMatches).toHaveBeenCalledTimes(2);
    // The same refresh as on visibility and every 5 minutes: the first browse page is reloaded too.
    expect(mocked.fetchBrowsePage.mock.calls.length).toBe(browseCalls + 1);
    // Events after the reconnect win again.
    socket.serverSends('userOnline', { userId: BEN });
    await waitFor(async () => expect(await dotOf(BEN)).toBe('true'));
  });

  it('a member who came online during the drop shows online from the refetched list; a failed refetch keeps the list', async () => {
    const { socket } = openMatches([matched(BEN, 'Ben', false), matched(DANA, 'Dana', true)]);
    expect(await dotOf(BEN)).toBe('false');

    socket.serverSends('disconnect', 'transport close');
    mocked.fetchMatches.mockResolvedValue([matched(BEN, 'Ben', true), matched(DANA, 'Dana', true)]);
    socket.serverSends('connect');
    await waitFor(async () => expect(await dotOf(BEN)).toBe('true'));

    socket.serverSends('disconnect', 'transport close');
    mocked.fetchMatches.mockRejectedValue(new Error('offline'));
    socket.serverSends('connect');
    await waitFor(() => expect(mocked.fetchMatches).toHaveBeenCalledTimes(3));
    expect(await dotOf(DANA)).toBe('true');
    expect(screen.queryByText('dashboard.loadFailed')).toBeNull();
  });

  it('a recovered session keeps what it heard (the server replayed the missed events) and refetches nothing', async () => {
    const { store, socket } = openMatches([matched(BEN, 'Ben', true)]);
    expect(await dotOf(BEN)).toBe('true');

    socket.serverSends('disconnect', 'transport close');
    socket.recovered = true;
    // socket.io delivers the replayed events before `connect`.
    socket.serverSends('userOffline', { userId: BEN });
    socket.serverSends('connect');
    await waitFor(async () => expect(await dotOf(BEN)).toBe('false'));
    expect(store.get(presenceAtom).get(BEN)).toEqual({ online: false });
    expect(store.get(presenceResyncAtom)).toBe(0);
    expect(mocked.fetchMatches).toHaveBeenCalledTimes(1);
  });

  it('the open profile is fetched again after the reconnect; a failed fetch keeps the profile shown', async () => {
    const profile = (isOnline: boolean) =>
      ({
        _id: BEN,
        nickname: 'Ben',
        isOnline,
        lastActive: '2026-11-20T09:00:00.000Z',
        accountTier: 'FREE',
        details: {},
        photos: [],
        compatibility: null,
      }) as unknown as profileApi.ViewedProfile;
    mockedProfile.fetchProfile.mockResolvedValue(profile(false));
    const store = createStore();
    const { socket } = connect(store);
    renderWith(store, <ProfileView id={BEN} onClose={() => undefined} />);
    await screen.findByText('Ben');
    socket.serverSends('userOnline', { userId: BEN });
    expect(await screen.findByText('profile.online')).toBeTruthy();

    socket.serverSends('disconnect', 'transport close');
    socket.serverSends('connect');
    await waitFor(() => expect(screen.queryByText('profile.online')).toBeNull());
    expect(mockedProfile.fetchProfile).toHaveBeenCalledTimes(2);

    socket.serverSends('disconnect', 'transport close');
    mockedProfile.fetchProfile.mockRejectedValue(new FetchError('[GET] "/api/users/b": network error'));
    socket.serverSends('connect');
    await waitFor(() => expect(mockedProfile.fetchProfile).toHaveBeenCalledTimes(3));
    expect(screen.getByText('Ben')).toBeTruthy();
    expect(screen.getByText('profile.lastActive')).toBeTruthy();
  });
});
