// Core's English call messages as the member's language will show them: catalogue keys with their values.
import { callMessages, friendlyCallMessages, permissionMessages } from '@kindred/core';
import type { CallText } from './atoms';

/**
 * Core's English call messages as catalogue keys (core's `calls` and `permissions` sections): the screen shows them
 * in the member's language. The two with values (declined, reconnecting) are keyed where they arise.
 */
export const textOf = (message: string | null): CallText | null => {
  if (!message) return null;
  for (const [key, value] of Object.entries(callMessages)) if (value === message) return { key: `core:calls.${key}` };
  for (const [key, value] of Object.entries(friendlyCallMessages))
    if (value === message) return { key: `core:calls.friendly.${key}` };
  if (message === permissionMessages.freeCallPlace) return { key: 'core:permissions.freeCallPlace' };
  return { key: 'calls:messages.couldNotStart' };
};

/** A refusal from the socket layer: its catalogue key when it has one, else core's lookup of its English. */
export const refusalText = (reply: { error?: unknown; messageKey?: unknown; messageParams?: unknown }): CallText => {
  if (typeof reply.messageKey === 'string') {
    return { key: reply.messageKey, params: (reply.messageParams as Record<string, unknown> | undefined) ?? {} };
  }
  return textOf(typeof reply.error === 'string' ? reply.error : null) ?? { key: 'calls:messages.couldNotStart' };
};
