import type { ConnectionQuality } from '@kindred/core';

/** What the call screen shows (core's call phases, folded): ringing out, connecting (attempt n of 3), live, over. */
export const callOverlayStatuses = ['calling', 'ringing', 'connecting', 'connected', 'error', 'ended'] as const;
export type CallOverlayStatus = (typeof callOverlayStatuses)[number];

export interface CallOverlayLabels {
  remoteVideo: string;
  localVideo: string;
  mute: string;
  unmute: string;
  cameraOff: string;
  cameraOn: string;
  fullscreen: string;
  exitFullscreen: string;
  hangUp: string;
  close: string;
  /** Without it there is no minimise button. */
  minimise?: string;
  remoteMuted: string;
  remoteCameraOff: string;
  confirmTitle: string;
  confirmEnd: string;
  confirmStay: string;
  /** "Connection: good" — read with the quality bars. */
  quality?: string;
}

export interface CallOverlayProps {
  open: boolean;
  status: CallOverlayStatus;
  /** The other member's nickname (user text). */
  name: string;
  photoSrc?: string;
  /** "Ringing…", "Connected", or the failure's sentence. */
  statusText: string;
  /** "attempt 2 of 3" while connecting. */
  attemptText?: string;
  /** A second line: "Connection lost. Attempting to reconnect (2/3)...", "The other user has ended the call.". */
  message?: string;
  /** "04:12" once connected. */
  duration?: string;
  quality?: ConnectionQuality;
  /** The streams (a story can leave them out: the partner's photo and `localPosterSrc` stand in). */
  remoteStream?: MediaStream | null;
  localStream?: MediaStream | null;
  localPosterSrc?: string;
  remoteMuted?: boolean;
  remoteCameraOff?: boolean;
  muted?: boolean;
  cameraOff?: boolean;
  labels: CallOverlayLabels;
  onToggleMute?: () => void;
  onToggleCamera?: () => void;
  onHangUp?: () => void;
  /** Closes the screen of a call that is over (ended or failed). */
  onClose?: () => void;
  onMinimise?: () => void;
  /** Full screen was refused by the browser ('Could not enter fullscreen'). */
  onFullscreenError?: () => void;
  /** How long the controls stay after the pointer last moved (docs/product/calls.md: 3 s). */
  controlsHideMs?: number;
  'data-testid'?: string;
}
