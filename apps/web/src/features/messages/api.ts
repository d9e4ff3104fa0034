import {
  messageEndpoints,
  userEndpoints,
  UPLOAD_TIMEOUT_MS,
  uploadProgress,
  type EndpointReply,
  type PublicUser,
} from '@kindred/core';
import { call } from '../../lib/call';
import { api, http } from '../../lib/http';
import type { ChatApi } from './engine';

/** Reads shown fresh (never from the response cache); the screen shows its own message on failure. */
const QUIET_READ = { noCache: true, toast: false } as const;

/** The server's chat routes (the HTTP contract's messages area). */
export const chatApi: ChatApi = {
  conversations: () => call(messageEndpoints.conversations, { query: { limit: 50 } }, QUIET_READ).then((r) => r.data),
  history: (partnerId, q) =>
    call(messageEndpoints.history, { params: { id: partnerId }, query: q }, QUIET_READ).then((r) => ({
      messages: r.data,
      hasMore: r.hasMore,
    })),
  markRead: (partnerId, upToSeq) =>
    call(
      messageEndpoints.read,
      { params: { id: partnerId }, body: upToSeq === undefined ? {} : { upToSeq } },
      { toast: false },
    ).then(() => undefined),
  upload: (file, recipientId, uploadId, onProgress) => uploadAttachment(file, recipientId, uploadId, onProgress),
};

/** Thrown by an upload the server refused: its message (the spec's 'File is too large…', type not supported…). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly messageKey?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The upload's success reply, as the contract's attachment route declares it. */
type AttachmentReply = EndpointReply<typeof messageEndpoints.attachment>;

/**
 * POST /api/messages/attachments (multipart: file, recipient, uploadId; 60 s timeout) with progress from 10 to 100
 * (docs/product/messaging.md). XHR, because fetch reports no upload progress.
 */
export async function uploadAttachment(
  file: File,
  recipientId: string,
  uploadId: string,
  onProgress: (percent: number) => void,
): Promise<AttachmentReply['data']> {
  const token = await http.tokens.getValidToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/messages/attachments');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, uploadProgress(e.loaded, e.total)));
    };
    xhr.onload = () => {
      let body: Partial<AttachmentReply> & { error?: string; messageKey?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        /* below */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.success && body.data) {
        onProgress(100);
        resolve(body.data);
      } else reject(new UploadError(body.error ?? `Upload failed: ${xhr.status} ${xhr.statusText}`, body.messageKey));
    };
    xhr.onerror = () => reject(new UploadError('Network error during upload'));
    xhr.ontimeout = () => reject(new UploadError('Upload timed out'));
    const form = new FormData();
    form.append('recipient', recipientId);
    form.append('uploadId', uploadId);
    form.append('file', file);
    xhr.send(form);
  });
}

/** A partner's card for the header when no conversation holds it yet (GET /api/users/:id). */
export const fetchPartner = (id: string) =>
  call(userEndpoints.profile, { params: { id } }, QUIET_READ).then((r): PublicUser => r.data);

/** An attachment's bytes (served to the two members only, with the bearer token) as an object URL. */
export async function attachmentObjectUrl(url: string): Promise<string> {
  const blob = await api<Blob, 'blob'>(url.replace(/^\/api/, ''), { responseType: 'blob', toast: false });
  return URL.createObjectURL(blob);
}
