import enCore from '@kindred/core/locales/en/core.json';
import enOptions from '@kindred/core/locales/en/options.json';
import enStories from '@kindred/core/locales/en/stories.json';
import type { StoryItem, User } from '@kindred/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../lib/serverReplies.testing';
import { toast } from '../../lib/toast';
import { currentMemberAtom } from '../session/atoms';
import * as api from './api';
import { recentPostsAtom, storiesAtom } from './atoms';
import CreatorDialog from './CreatorDialog';

vi.mock('./api', () => ({
  createTextStory: vi.fn(),
  createMediaStory: vi.fn(),
  fetchStoryAllowance: vi.fn(),
}));
vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
const mocked = vi.mocked(api);

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  ns: ['stories', 'core', 'options'],
  defaultNS: 'stories',
  resources: { en: { stories: enStories, core: enCore, options: enOptions } },
  interpolation: { escapeValue: false },
});

function renderCreator(store = createStore()) {
  store.set(currentMemberAtom, { _id: 'a'.repeat(24), nickname: 'Noa' } as User);
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <CreatorDialog onClose={onClose} />
      </Provider>
    </I18nextProvider>,
  );
  return { onClose, store };
}

const story = (content: string): StoryItem => ({
  _id: 'b'.repeat(24),
  user: { _id: 'a'.repeat(24), nickname: 'Noa', avatar: `/api/avatars/${'a'.repeat(24)}` },
  mediaType: 'text',
  type: 'text',
  content,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  viewers: [],
  reactions: [],
  seen: true,
  reactionCount: 0,
  commentCount: 0,
  canComment: true,
});

describe('the story creator (docs/product/stories.md): limits and messages', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocked.fetchStoryAllowance.mockResolvedValue({ canCreateStory: true, storyCooldown: 0 });
  });

  it('counts to 150 and stops there; an empty story is refused before sending', async () => {
    renderCreator();
    const field = screen.getByRole('textbox', { name: 'Your story' });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert').textContent).toContain('Please add some text to your story');
    expect(mocked.createTextStory).not.toHaveBeenCalled();
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(160));
    expect((field as HTMLTextAreaElement).value).toHaveLength(150);
    expect(screen.getByTestId('story-counter').textContent).toContain('150/150');
    // Editing clears the refusal.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the text with the chosen preset ids, adds the story to the strip and closes with the toast', async () => {
    mocked.createTextStory.mockResolvedValue({
      success: true,
      message: 'Story created successfully!',
      data: story('Hello Haifa'),
    });
    const { onClose, store } = renderCreator();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your story' }), '  Hello Haifa ');
    await userEvent.click(screen.getByRole('radio', { name: 'Bold' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Background' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Forest' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce(), { timeout: 4_000 });
    expect(mocked.createTextStory).toHaveBeenCalledWith({
      content: 'Hello Haifa',
      backgroundStyle: 'gradient-5',
      fontStyle: 'font-5',
    });
    expect(vi.mocked(toast)).toHaveBeenCalledWith({ kind: 'success', title: 'Story created successfully!' });
    expect(store.get(storiesAtom).list.map((s) => s.content)).toEqual(['Hello Haifa']);
    expect(store.get(recentPostsAtom)).toHaveLength(1);
  });

  it("the server's 'wait' reply shows its message and closes the creator after 1.5 s", async () => {
    // Timed from the refusal itself (a busy machine may notice the message late, never the close early).
    let refusedAt = 0;
    mocked.createTextStory.mockImplementation(async () => {
      refusedAt = performance.now();
      throw refusal(429, 'Please wait 5 seconds before posting another story', 'RATE_LIMITED');
    });
    const { onClose } = renderCreator();
    let closedAt = 0;
    onClose.mockImplementation(() => (closedAt = performance.now()));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your story' }), 'Again already');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Please wait 5 seconds before posting another story'),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce(), { timeout: 4_000 });
    expect(closedAt - refusedAt).toBeGreaterThanOrEqual(1_450);
  });

  it('a FREE member on the cooldown is told the hours left when the creator opens, and again on Create', async () => {
    mocked.fetchStoryAllowance.mockResolvedValue({ canCreateStory: false, storyCooldown: 70 });
    mocked.createTextStory.mockRejectedValue(refusal(403, 'Story creation available in 70 hours', 'STORY_COOLDOWN'));
    renderCreator();
    expect((await screen.findByRole('alert')).textContent).toContain('Story creation available in 70 hours');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your story' }), 'One more?');
    // The cooldown stays on screen while typing.
    expect(screen.getByRole('alert').textContent).toContain('Story creation available in 70 hours');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(mocked.createTextStory).toHaveBeenCalledOnce());
    expect(screen.getByRole('alert').textContent).toContain('Story creation available in 70 hours');
  });
});
