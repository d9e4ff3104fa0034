/**
 * The product's English messages held in core, gathered by area. The same table is served as the `core` translation
 * namespace (locales/{en,he}/core.json) with i18next `{{placeholders}}`, so the web can show the Hebrew copy.
 */
import { callMessages } from '../calls/callMachine';
import { apiErrorMessages } from '../contracts/api';
import { friendlyCallMessages } from '../calls/errors';
import { chatMessages } from '../chat/optimistic';
import { previewMessages } from '../chat/previewText';
import { notificationFilterLabels } from '../notifications/filters';
import {
  mergedNotificationText,
  notificationItemText,
  notificationTitleText,
  notificationMessages,
} from '../notifications/merge';
import { socketErrorMessages } from '../realtime/socketErrors';
import { socketToastMessages } from '../realtime/socketMachine';
import { profileActionMessages } from '../likes/likes';
import { rateLimitMessages } from '../limits/rateLimits';
import { photoMessages } from '../photos/photoRules';
import { requestToastMessages } from '../request/errorToast';
import { routeMessages } from '../routing/routes';
import { settingsMessages } from '../settings/settingsForm';
import { INVALID_PROFILE_MESSAGE } from '../session/tokenManager';
import { storyMessages } from '../stories/creation';
import { permissionMessages } from '../tiers/permissions';
import { subscriptionMessages } from '../tiers/plans';
import { validationMessages } from '../validation/messages';
import { verificationMessages } from '../verification/banner';

export const coreMessages = {
  permissions: permissionMessages,
  request: requestToastMessages,
  socket: socketToastMessages,
  session: { invalidProfile: INVALID_PROFILE_MESSAGE },
  chat: chatMessages,
  preview: previewMessages,
  notifications: {
    ...notificationMessages,
    merged: mergedNotificationText,
    filters: notificationFilterLabels,
    item: notificationItemText,
    title: notificationTitleText,
  },
  stories: storyMessages,
  calls: { ...callMessages, friendly: friendlyCallMessages },
  verification: verificationMessages,
  photos: photoMessages,
  settings: settingsMessages,
  routes: routeMessages,
  profileActions: profileActionMessages,
  subscription: subscriptionMessages,
  errors: apiErrorMessages,
  /** The socket layer's refusals (connect_error and `error` events), so a client can show them translated. */
  socketErrors: socketErrorMessages,
  /** Each rate limit's refusal, with when to try again (decision 0119). */
  limits: rateLimitMessages,
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

export interface MessageKey {
  /** `validation:<key>` or `core:<dotted.key>` (i18next namespace and key). */
  readonly key: string;
  /** The values of the template's `{placeholders}` found in the text. */
  readonly params?: Record<string, string>;
}

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

/** A final full stop is not part of a message's identity ('…only photo' and '…only photo.' are one message). */
const normalise = (text: string) => text.trim().replace(/\.$/, '');

let index: { exact: Map<string, string>; templates: Template[] } | null = null;

function messageIndex() {
  if (index) return index;
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const add = (key: string, message: string) => {
    const names = [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    if (names.length === 0) {
      if (!exact.has(normalise(message))) exact.set(normalise(message), key);
      return;
    }
    const source = normalise(message)
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  };
  for (const [key, message] of Object.entries(validationMessages)) add(`validation:${key}`, message);
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') add(`core:${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(coreMessages, '');
  index = { exact, templates };
  return index;
}

/**
 * The catalogue key of an English message from the API (field rules first, then core's messages), with the
 * values of its placeholders; null when neither catalogue holds it. The server adds it to every failure as
 * `messageKey`; a client can show `t(key, params)` in the member's language.
 */
export function messageKeyOf(text: string): MessageKey | null {
  const { exact, templates } = messageIndex();
  const wanted = normalise(text);
  const key = exact.get(wanted);
  if (key) return { key };
  for (const template of templates) {
    const match = template.pattern.exec(wanted);
    if (match) {
      const params: Record<string, string> = {};
      template.names.forEach((name, i) => (params[name] = match[i + 1] as string));
      return { key: template.key, params };
    }
  }
  return null;
}
