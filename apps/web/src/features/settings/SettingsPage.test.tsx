import { defaultSettings } from '@kindred/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveHeld } from '../../lib/leaveGuard';
import { fakeRealtime, type FakeSocket } from '../../lib/fakeSocket.testing';
import { realtimeAtom } from '../../lib/socketState';
import * as api from './api';
import { signOutGuardAtom } from '../session/session';
import SettingsPage from './SettingsPage';

vi.mock('./api', () => ({
  fetchSettings: vi.fn(),
  saveSettings: vi.fn(),
  fetchBlocked: vi.fn(),
  unblock: vi.fn(),
  deleteAccount: vi.fn(),
  exportMyData: vi.fn(),
  fetchPhotoRequests: vi.fn(),
  approvePhotoAccess: vi.fn(),
  rejectPhotoAccess: vi.fn(),
  revokePhotoAccess: vi.fn(),
}));
vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../session/session', async () => {
  const { atom } = await import('jotai');
  return { signOut: vi.fn(), signOutGuardAtom: atom<((leave: () => void) => boolean) | null>(null) };
});
const mocked = vi.mocked(api);

function renderSettings(store = createStore()) {
  const router = createMemoryRouter(
    [
      {
        path: '/settings',
        element: (
          <>
            <Link to="/dashboard">leave</Link>
            <SettingsPage />
          </>
        ),
      },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/messages', element: <p>messages page</p> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('settings: unsaved changes (docs/product/settings.md Settings)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.fetchSettings.mockResolvedValue(defaultSettings());
    mocked.fetchBlocked.mockResolvedValue([]);
    mocked.fetchPhotoRequests.mockResolvedValue([]);
  });

  it("holds a sign-out while changes are unsaved and asks the spec's question; going on signs out", async () => {
    const store = createStore();
    renderSettings(store);
    await screen.findByTestId('notify-likes');
    // Nothing unsaved: no guard, the avatar menu signs out at once.
    expect(store.get(signOutGuardAtom)).toBeNull();
    fireEvent.click(screen.getByTestId('notify-likes'));
    const leave = vi.fn();
    await waitFor(() => expect(store.get(signOutGuardAtom)).not.toBeNull());
    expect(store.get(signOutGuardAtom)!(leave)).toBe(true);
    const dialog = await screen.findByTestId('leave-warning');
    expect(within(dialog).getByText('core:settings.unsavedLogout')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'shell:header.signOut' }));
    expect(leave).toHaveBeenCalledOnce();
  });

  it('leaves freely while nothing changed', async () => {
    const router = renderSettings();
    await screen.findByTestId('notify-likes');
    expect(screen.getByRole('button', { name: 'settings.save' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByText('leave'));
    await screen.findByText('dashboard page');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('marks a change unsaved and warns before leaving; staying keeps the draft', async () => {
    const router = renderSettings();
    fireEvent.click(await screen.findByTestId('notify-likes'));
    expect(screen.getByText('settings.unsaved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'settings.save' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByText('leave'));
    const warning = await screen.findByTestId('leave-warning');
    expect(router.state.location.pathname).toBe('/settings');
    fireEvent.click(within(warning).getAllByRole('button', { name: 'deleteAccount.cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('leave-warning')).toBeNull());
    expect(screen.getByTestId('notify-likes').getAttribute('aria-checked')).toBe('false');
  });

  it('leaves after "discard" in the warning, and holds programmatic navigation the same way', async () => {
    const router = renderSettings();
    fireEvent.click(await screen.findByTestId('notify-likes'));
    expect(leaveHeld('/settings?tab=privacy')).toBe(false);
    expect(leaveHeld('/messages')).toBe(true);
    const warning = await screen.findByTestId('leave-warning');
    fireEvent.click(within(warning).getByRole('button', { name: 'settings.discard' }));
    await screen.findByText('messages page');
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('clears the flag after a successful save, so leaving no longer asks', async () => {
    mocked.saveSettings.mockImplementation(async (s) => s);
    const router = renderSettings();
    fireEvent.click(await screen.findByTestId('notify-likes'));
    fireEvent.click(screen.getByRole('button', { name: 'settings.save' }));
    await waitFor(() => expect(screen.queryByText('settings.unsaved')).toBeNull());
    expect(mocked.saveSettings).toHaveBeenCalledWith(
      expect.objectContaining({ notifications: expect.objectContaining({ likes: false }) }),
    );
    fireEvent.click(screen.getByText('leave'));
    await screen.findByText('dashboard page');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

/** The socket seam: records what the page emits; `connected` is the server's say. */
function memberSocket(connected: boolean) {
  const { store, socket, realtime } = fakeRealtime({ connected });
  store.set(realtimeAtom, realtime);
  return { store, socket: socket(), realtime };
}

const privacyEmits = (socket: FakeSocket) => socket.emitted.filter((e) => e.event === 'updatePrivacySettings');

describe('settings: privacy pushed to the live socket (decision 0023)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.fetchSettings.mockResolvedValue(defaultSettings());
    mocked.fetchBlocked.mockResolvedValue([]);
    mocked.fetchPhotoRequests.mockResolvedValue([]);
    mocked.saveSettings.mockImplementation(async (s) => s);
  });

  it('after a save, a connected socket hears updatePrivacySettings with the saved showOnlineStatus', async () => {
    const { store, socket, realtime } = memberSocket(true);
    renderSettings(store);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'settings.privacy' }), { button: 0 });
    fireEvent.click(await screen.findByTestId('privacy-showOnlineStatus'));
    expect(privacyEmits(socket)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'settings.save' }));
    await waitFor(() => expect(privacyEmits(socket)).toHaveLength(1));
    expect(privacyEmits(socket)[0]!.args).toEqual([{ showOnlineStatus: false }]);
    realtime.stop();
  });

  it('a failed save emits nothing; without a connected socket the HTTP save stands alone', async () => {
    mocked.saveSettings.mockRejectedValueOnce(new Error('500'));
    const { store, socket, realtime } = memberSocket(true);
    renderSettings(store);
    fireEvent.click(await screen.findByTestId('notify-likes'));
    fireEvent.click(screen.getByRole('button', { name: 'settings.save' }));
    await waitFor(() => expect(mocked.saveSettings).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'settings.save' })).toHaveProperty('disabled', false),
    );
    expect(privacyEmits(socket)).toEqual([]);
    realtime.stop();

    cleanup();
    const offline = memberSocket(false);
    renderSettings(offline.store);
    fireEvent.click(await screen.findByTestId('notify-likes'));
    fireEvent.click(screen.getByRole('button', { name: 'settings.save' }));
    await waitFor(() => expect(screen.queryByText('settings.unsaved')).toBeNull());
    expect(privacyEmits(offline.socket)).toEqual([]);
    offline.realtime.stop();
  });
});
