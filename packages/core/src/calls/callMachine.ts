/**
 * Video call states (docs/product/calls.md "Calls"): idle; outgoing → waiting → accepted or declined; connecting (attempt n of
 * 3) → connected; error; ended. Incoming: accept or decline; a FREE account auto-declines with an upgrade message.
 */
import type { AccountTier } from '../tiers/permissions';
import { permissionMessages } from '../tiers/permissions';

export const callPhases = [
  'idle',
  'outgoing',
  'waiting',
  'incoming',
  'accepted',
  'declined',
  'connecting',
  'connected',
  'error',
  'ended',
] as const;
export type CallPhase = (typeof callPhases)[number];

export const CALL_MAX_ATTEMPTS = 3;
export const CALL_UNANSWERED_TIMEOUT_MS = 45_000;
export const CALL_END_AFTER_MESSAGE_MS = 5_000;
export const CALL_INIT_TIMEOUT_MS = 5_000;
export const CALL_CONNECTION_TIMEOUT_MS = 30_000;
export const CALL_STATS_INTERVAL_MS = 5_000;
export const CALL_CONTROLS_HIDE_MS = 3_000;

export const callMessages = {
  ended: 'Video call ended.',
  remoteEnded: 'The other user has ended the call.',
  declined: '{nickname} declined the call',
  offline: '{nickname} is currently offline. You can only call users who are online.',
  attempt: 'attempt {n} of 3',
  reconnecting: 'Connection lost. Attempting to reconnect ({n}/3)...',
  reconnectFailed: 'Failed to reconnect. Please try again later.',
  connectionTimeout: 'Connection failed to establish after 30 seconds.',
  connectionFailed: 'Connection failed. Please retry.',
  socketNotConnected: 'Socket not connected',
  invalidRecipient: 'Invalid recipient ID.',
  invalidState: 'Cannot start call: Invalid state.',
  noAnswer: 'No answer from the recipient. Please try again later.',
  acceptInvalid: 'Error accepting call (Invalid ID).',
  declineInvalid: 'Error declining call (Invalid ID).',
  busy: '{nickname} is on another call. Please try again later.',
  recipientUnverified: '{nickname} cannot receive video calls yet.',
  noCall: 'There is no call with this member.',
} as const;

export interface CallState {
  phase: CallPhase;
  callId: string | null;
  partnerId: string | null;
  partnerName: string;
  direction: 'outgoing' | 'incoming' | null;
  attempt: number;
  /** Text for the member (toast or banner), if any. */
  message: string | null;
  /** True when an incoming call was declined automatically (FREE). */
  autoDeclined: boolean;
}

export type CallEvent =
  | {
      type: 'start';
      callId: string;
      partnerId: string;
      partnerName: string;
      myTier: AccountTier;
      partnerOnline: boolean;
      socketConnected: boolean;
    }
  | { type: 'initiated' }
  | { type: 'remoteAccepted' }
  | { type: 'remoteDeclined' }
  | { type: 'incoming'; callId: string; callerId: string; callerName: string; myTier: AccountTier }
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'mediaConnecting' }
  | { type: 'mediaConnected' }
  | { type: 'mediaFailed' }
  | { type: 'hangup' }
  | { type: 'remoteHangup' }
  | { type: 'unanswered' }
  | { type: 'failure'; message: string }
  | { type: 'reset' };

export const idleCall: CallState = Object.freeze({
  phase: 'idle',
  callId: null,
  partnerId: null,
  partnerName: '',
  direction: null,
  attempt: 0,
  message: null,
  autoDeclined: false,
});

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (w, k: string) => (k in values ? String(values[k]) : w));

const inCall = (s: CallState) =>
  s.phase !== 'idle' && s.phase !== 'ended' && s.phase !== 'declined' && s.phase !== 'error';

export function callTransition(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'start': {
      if (inCall(state)) return { ...state, message: callMessages.invalidState };
      const base = { ...idleCall, partnerId: event.partnerId, partnerName: event.partnerName };
      if (event.myTier === 'FREE') return { ...base, phase: 'error', message: permissionMessages.freeCallPlace };
      if (!event.socketConnected) return { ...base, phase: 'error', message: callMessages.socketNotConnected };
      if (!event.partnerOnline) {
        return { ...base, phase: 'error', message: fill(callMessages.offline, { nickname: event.partnerName }) };
      }
      return { ...base, phase: 'outgoing', callId: event.callId, direction: 'outgoing' };
    }
    case 'initiated':
      return state.phase === 'outgoing' ? { ...state, phase: 'waiting' } : state;
    case 'remoteAccepted':
      return state.phase === 'waiting' || state.phase === 'outgoing' ? { ...state, phase: 'accepted' } : state;
    case 'remoteDeclined':
      return state.phase === 'waiting' || state.phase === 'outgoing'
        ? { ...state, phase: 'declined', message: fill(callMessages.declined, { nickname: state.partnerName }) }
        : state;
    case 'incoming': {
      if (event.myTier === 'FREE' || inCall(state)) {
        // Declined at once; the current call (if any) is untouched.
        const message = event.myTier === 'FREE' ? permissionMessages.freeCallReceive : null;
        return inCall(state)
          ? state
          : {
              ...idleCall,
              autoDeclined: event.myTier === 'FREE',
              message,
              callId: event.callId,
              partnerId: event.callerId,
              partnerName: event.callerName,
            };
      }
      return {
        ...idleCall,
        phase: 'incoming',
        callId: event.callId,
        partnerId: event.callerId,
        partnerName: event.callerName,
        direction: 'incoming',
      };
    }
    case 'accept':
      return state.phase === 'incoming' ? { ...state, phase: 'accepted' } : state;
    case 'decline':
      return state.phase === 'incoming' ? { ...idleCall } : state;
    case 'mediaConnecting':
      if (state.phase !== 'accepted' && state.phase !== 'connecting' && state.phase !== 'connected') return state;
      return { ...state, phase: 'connecting', attempt: state.phase === 'accepted' ? 1 : state.attempt, message: null };
    case 'mediaConnected':
      return state.phase === 'connecting' || state.phase === 'accepted'
        ? { ...state, phase: 'connected', message: null }
        : state;
    case 'mediaFailed': {
      if (state.phase !== 'connecting' && state.phase !== 'connected') return state;
      if (state.attempt >= CALL_MAX_ATTEMPTS)
        return { ...state, phase: 'error', message: callMessages.reconnectFailed };
      const attempt = state.attempt + 1;
      return { ...state, phase: 'connecting', attempt, message: fill(callMessages.reconnecting, { n: attempt }) };
    }
    case 'hangup':
      return inCall(state) ? { ...state, phase: 'ended', message: callMessages.ended } : state;
    case 'remoteHangup':
      return inCall(state) ? { ...state, phase: 'ended', message: callMessages.remoteEnded } : state;
    case 'unanswered':
      return state.phase === 'waiting' || state.phase === 'outgoing' || state.phase === 'incoming'
        ? { ...state, phase: 'ended', message: callMessages.noAnswer }
        : state;
    case 'failure':
      return { ...state, phase: 'error', message: event.message };
    case 'reset':
      return { ...idleCall };
  }
}

/** Offer collision: the member with the greater id rolls back its own offer (docs/product/calls.md "Signalling"). */
export function shouldRollbackOffer(myId: string, partnerId: string): boolean {
  return myId.toLowerCase() > partnerId.toLowerCase();
}
