import { socketToastMessages } from '@kindred/core';
import type { RequestNotice } from './http';
import { i18n } from './i18n';
import { toast, type ToastKind } from './toast';

/** The server's message in the member's language: its catalogue key when it sent one, else its own text. */
export function serverMessage(notice: Pick<RequestNotice, 'message' | 'messageKey' | 'messageParams'>): string {
  if (notice.messageKey)
    return i18n.t(notice.messageKey, { ...notice.messageParams, defaultValue: notice.message ?? '' });
  return notice.message ?? '';
}

/** The request layer's toast for a failed request (docs/product/README.md), translated (namespace core, `request.*`). */
export async function showRequestNotice(notice: RequestNotice): Promise<void> {
  await i18n.loadNamespaces(['core', ...(notice.messageKey?.includes(':') ? [notice.messageKey.split(':')[0]!] : [])]);
  const message = serverMessage(notice);
  const title =
    notice.key === 'rateLimited' && message
      ? message
      : i18n.t(`core:request.${notice.key}`, { message, status: notice.status });
  const kind: ToastKind = notice.key === 'offlineQueued' ? 'info' : notice.key === 'rateLimited' ? 'warning' : 'error';
  toast({ kind, title });
}

const socketKeys = new Map<string, string>(Object.entries(socketToastMessages).map(([key, text]) => [text, key]));

/** A socket-policy toast (core's English text) in the member's language (namespace core, `socket.*`). */
export async function showSocketToast(text: string, kind: ToastKind, params: Record<string, unknown> = {}) {
  await i18n.loadNamespaces('core');
  const key = socketKeys.get(text);
  toast({ kind, title: key ? i18n.t(`core:socket.${key}`, { ...params, defaultValue: text }) : text });
}
