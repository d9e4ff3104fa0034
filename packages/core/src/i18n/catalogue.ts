/**
 * The product's English messages held in core, gathered by area. The same table is served as the `core` translation
 * namespace (locales/{en,he}/core.json) with i18next `{{placeholders}}`, so the web can show the Hebrew copy.
 */
import { callMessages } from '../calls/callMachine';
import { friendlyCallMessages } from '../calls/errors';
import { chatMessages } from '../chat/optimistic';
import { previewMessages } from '../chat/previewText';
import { mergedNotificationText, notificationFilterLabels, notificationMessages } from '../notifications/merge';
import { socketToastMessages } from '../realtime/socketMachine';
import { profileActionMessages } from '../likes/likes';
import { photoMessages } from '../photos/photoRules';
import { requestToastMessages } from '../request/errorToast';
import { routeMessages } from '../routing/routes';
import { settingsMessages } from '../settings/settingsForm';
import { INVALID_PROFILE_MESSAGE } from '../session/tokenManager';
import { storyMessages } from '../stories/creation';
import { permissionMessages } from '../tiers/permissions';
import { subscriptionMessages } from '../tiers/plans';
import { verificationMessages } from '../verification/banner';

export const coreMessages = {
  permissions: permissionMessages,
  request: requestToastMessages,
  socket: socketToastMessages,
  session: { invalidProfile: INVALID_PROFILE_MESSAGE },
  chat: chatMessages,
  preview: previewMessages,
  notifications: { ...notificationMessages, merged: mergedNotificationText, filters: notificationFilterLabels },
  stories: storyMessages,
  calls: { ...callMessages, friendly: friendlyCallMessages },
  verification: verificationMessages,
  photos: photoMessages,
  settings: settingsMessages,
  routes: routeMessages,
  profileActions: profileActionMessages,
  subscription: subscriptionMessages,
} as const;

type Tree = { readonly [key: string]: string | Tree };

/** `{name}` → `{{name}}` throughout a message tree (the i18next form). */
export function toI18nextPlaceholders<T extends Tree>(tree: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? value.replace(/\{(\w+)\}/g, '{{$1}}') : toI18nextPlaceholders(value);
  }
  return out as T;
}

/** The dotted key of an English message (e.g. to translate a server `error`), or null when it is not in core. */
export function findMessageKey(text: string, tree: Tree = coreMessages, prefix = ''): string | null {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (value === text) return path;
    } else {
      const found = findMessageKey(text, value, path);
      if (found) return found;
    }
  }
  return null;
}
