import {
  storyEndpoints,
  subscriptionEndpoints,
  type EndpointReply,
  type ReactionType,
  type StoryTextRequest,
  type SubscriptionStatus,
} from '@kindred/core';
import { call } from '../../lib/call';
import { tokenAtom } from '../../lib/http';
import { store } from '../../lib/store';

/** Reads shown fresh; the screens show their own messages on failure. */
const QUIET = { noCache: true, toast: false } as const;

/** One story with its first comments, as GET /api/stories/:id answers it. */
export type StoryWithComments = EndpointReply<typeof storyEndpoints.one>['data'];
/** GET /api/stories/:id: one story with its first comments (`/post/:storyId`). */
export const fetchStory = (id: string) => call(storyEndpoints.one, { params: { id } }, QUIET).then((r) => r.data);

/** The reply of POST /api/stories (text or media): the story, with the spec's message. */
export type CreateReply = EndpointReply<typeof storyEndpoints.create>;

/** POST /api/stories with a text story (ids of core's presets). */
export const createTextStory = (body: StoryTextRequest) =>
  call(storyEndpoints.create, { body: { ...body, mediaType: 'text', type: 'text' } }, { toast: false });

/**
 * POST /api/stories with one image or video, reporting the upload's progress (0–100). XMLHttpRequest: fetch has no
 * upload progress. A refusal rejects with `{ data }` shaped like the request layer's errors.
 */
export function createMediaStory(file: File, onProgress: (percent: number) => void): Promise<CreateReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/stories');
    const token = store.get(tokenAtom);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = xhr.response as CreateReply | null;
      if (xhr.status >= 200 && xhr.status < 300 && data) resolve(data);
      else reject(Object.assign(new Error('Story upload refused'), { status: xhr.status, data }));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    const form = new FormData();
    form.append('timestamp', String(Date.now()));
    form.append('media', file, file.name);
    xhr.send(form);
  });
}

export const viewStory = (id: string) => call(storyEndpoints.view, { params: { id } }, { toast: false });
export const reactToStory = (id: string, reactionType: ReactionType) =>
  call(storyEndpoints.react, { params: { id }, body: { reactionType } }, { toast: false });
export const commentOnStory = (id: string, content: string) =>
  call(storyEndpoints.comment, { params: { id }, body: { content } }, { toast: false }).then((r) => r.data);

/** GET /api/stories/:id/viewers: who viewed the author's story. */
export const fetchViewers = (id: string) => call(storyEndpoints.viewers, { params: { id } }, QUIET).then((r) => r.data);

/** The story allowance of GET /api/subscription/status (FREE: one per 72 hours). */
export const fetchStoryAllowance = (): Promise<Pick<SubscriptionStatus, 'canCreateStory' | 'storyCooldown'>> =>
  call(subscriptionEndpoints.status, {}, QUIET).then((r) => r.data);
