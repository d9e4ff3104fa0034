/**
 * Typed socket.io event maps for both ends (docs/product/messaging.md). Reserved events (connect, disconnect,
 * connect_error) are socket.io's own and are not listed.
 */
import type { ReactionType } from '../options/options';
import type { ApiReply, ErrorCode } from './api';
import type { Id, Message, MessageMetadata, Notification } from './entities';
import type { StoryCommentItem, StoryItem } from './routes/stories';

export type VideoSignalType = 'offer' | 'answer' | 'ice-candidate' | 'request-offer';

export interface VideoSignal {
  type: VideoSignalType;
  sdp?: string;
  candidate?: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null } | null;
  iceRestart?: boolean;
}

export interface SendMessagePayload {
  recipientId: Id;
  /** docs/product/messaging.md's name for the recipient (`recipientId` wins when both are sent). */
  recipient?: Id;
  type: 'text' | 'wink' | 'file';
  content: string;
  metadata?: MessageMetadata;
  /**
   * Client message id: resending it returns the stored message (decisions: exactly-once). Also accepted as
   * `metadata.clientMessageId`; the spec's temporary ids (`tempMessageId`, `tempId`) stand in only when neither is
   * given.
   */
  clientMessageId?: string;
  tempMessageId?: string;
  tempId?: string;
}

/**
 * The sender's confirmation: the stored message plus the ids the client gave this send, under the names it used
 * (`tempId`, `tempMessageId`, `metadata.clientMessageId`), so any of the spec's clients recognises it.
 */
export type SentMessage = Message & { tempId?: string; tempMessageId?: string };

export type Ack<T> = (reply: ApiReply<T>) => void;

export interface ClientToServerEvents {
  sendMessage: (payload: SendMessagePayload, ack?: Ack<SentMessage>) => void;
  typing: (payload: { recipientId: Id }) => void;
  messageRead: (payload: { senderId: Id; upToSeq?: number; messageIds?: Id[] }, ack?: Ack<{ upToSeq: number }>) => void;
  initiateCall: (
    payload: {
      callId: string;
      recipientId: Id;
      callType: 'video';
      userId: Id;
      caller: { userId: Id; name: string };
      timestamp: number;
    },
    ack?: Ack<{ callId: string }>,
  ) => void;
  answerCall: (payload: { callerId: Id; accept: boolean; callId: string; userId: Id; timestamp: number }) => void;
  initiateVideoCall: (payload: { recipientId: Id }, ack?: Ack<{ callId: string }>) => void;
  answerVideoCall: (payload: { callerId: Id; accept: boolean; callId: string }) => void;
  videoSignal: (payload: { recipientId: Id; signal: VideoSignal; from: { userId: Id; callId: string } }) => void;
  videoMediaControl: (payload: { recipientId: Id; type: 'audio' | 'video'; muted: boolean }) => void;
  videoHangup: (payload: { recipientId: Id; callId?: string }) => void;
  updatePrivacySettings: (payload: { showOnlineStatus: boolean }) => void;
  ping: (ack?: (reply: PongPayload) => void) => void;
  authenticate: (payload: { token: string }, ack?: Ack<{ expiresAt: number }>) => void;
}

export interface WelcomePayload {
  userId: Id;
  serverTime: number;
}
export interface PongPayload {
  time: number;
}
/** A refused event: the spec's message, a code, and the event it answers. */
export interface SocketErrorPayload {
  message: string;
  code?: ErrorCode;
  event?: string;
}

export interface ServerToClientEvents {
  welcome: (payload: WelcomePayload) => void;
  pong: (payload: PongPayload) => void;
  error: (payload: SocketErrorPayload) => void;
  auth_error: (payload: { message: string }) => void;
  messageReceived: (message: Message) => void;
  messageSent: (message: SentMessage) => void;
  messageError: (payload: {
    error: string;
    code?: ErrorCode;
    clientMessageId?: string;
    tempId?: string;
    tempMessageId?: string;
    recipientId?: Id;
  }) => void;
  userTyping: (payload: { userId: Id }) => void;
  /** Read receipt: `readerId` read the conversation's messages up to `upToSeq` (sent only when both allow). */
  messagesRead: (payload: { readerId: Id; conversationId: Id; upToSeq: number; readAt: string }) => void;
  incomingCall: (payload: { callId: string; userId: Id; callerId: Id; callerName: string; timestamp: number }) => void;
  callInitiated: (payload: { callId: string; recipientId: Id }) => void;
  callAnswered: (payload: { callId: string; accept: boolean; userId: Id }) => void;
  callAccepted: (payload: { callId: string; userId: Id }) => void;
  callDeclined: (payload: { callId: string; userId: Id; reason?: string }) => void;
  /** A refused or failed call; to a FREE callee's tabs with the caller's id and name (auto-declined, decision 0073). */
  callError: (payload: { callId?: string; error: string; code?: string; callerId?: Id; callerName?: string }) => void;
  videoSignal: (payload: { signal: VideoSignal; from: { userId: Id; callId: string } }) => void;
  videoMediaControl: (payload: { userId: Id; type: 'audio' | 'video'; muted: boolean }) => void;
  videoHangup: (payload: { userId: Id; callId?: string }) => void;
  videoError: (payload: { error: string; callId?: string }) => void;
  userOnline: (payload: { userId: Id }) => void;
  userOffline: (payload: { userId: Id; lastActive?: string }) => void;
  connectionChanged: (payload: { connected: boolean }) => void;
  notification: (notification: Notification) => void;
  newMessage: (payload: { message: Message; sender: { _id: Id; nickname: string } }) => void;
  newLike: (payload: { sender: { _id: Id; nickname: string }; isMatch: boolean; createdAt?: string }) => void;
  photoPermissionRequestReceived: (payload: { requester: { _id: Id; nickname: string }; status?: 'pending' }) => void;
  photoPermissionResponseReceived: (payload: {
    owner: { _id: Id; nickname: string };
    status: 'approved' | 'rejected';
  }) => void;
  /** The comment and the story as the HTTP contract's story routes answer them. */
  newComment: (payload: { comment: StoryCommentItem; storyId: Id }) => void;
  newStory: (payload: { story: StoryItem }) => void;
  storyReaction: (payload: { storyId: Id; userId: Id; reactionType: ReactionType }) => void;
}

/** Data the server keeps on each socket. */
export interface SocketData {
  userId: Id;
}
