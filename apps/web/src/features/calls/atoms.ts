import { idleCall, type CallState, type ConnectionQuality } from '@kindred/core';
import { atom } from 'jotai';

/** A text for the member: a catalogue key with its values (the screen translates it). */
export interface CallText {
  key: string;
  params?: Record<string, unknown>;
}

/** Core's call state (docs/product/calls.md) plus what the call screen shows of the media. */
export interface CallView extends CallState {
  photoUrl: string | null;
  /** The message in the member's language: core's English `message` mapped to its key, or one of ours. */
  text: CallText | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  remoteMuted: boolean;
  remoteCameraOff: boolean;
  quality: ConnectionQuality;
  /** Epoch ms when the media first connected (the duration's start). */
  connectedAt: number | null;
  /** The call screen is minimised to the active-call banner. */
  minimised: boolean;
}

export const idleView: CallView = {
  ...idleCall,
  photoUrl: null,
  text: null,
  localStream: null,
  remoteStream: null,
  muted: false,
  cameraOff: false,
  remoteMuted: false,
  remoteCameraOff: false,
  quality: 'unknown',
  connectedAt: null,
  minimised: false,
};

export const callViewAtom = atom<CallView>(idleView);
