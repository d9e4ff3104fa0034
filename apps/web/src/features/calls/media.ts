// The camera and microphone of a call (docs/product/photos-and-privacy.md).
import type { CallContext } from './context';

/** docs/product/photos-and-privacy.md: ideal 640×480, at most 1280×720, 24 fps ideal (30 max); echo cancellation, noise suppression, AGC. */
export const mediaConstraints: MediaStreamConstraints = {
  video: {
    width: { ideal: 640, max: 1280 },
    height: { ideal: 480, max: 720 },
    frameRate: { ideal: 24, max: 30 },
  },
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

/** Camera and microphone; without the camera audio only, without the microphone muted (docs/product/photos-and-privacy.md). */
export async function openMedia({ deps, patch }: CallContext): Promise<MediaStream> {
  try {
    return await deps.getUserMedia(mediaConstraints);
  } catch (both) {
    try {
      const audio = await deps.getUserMedia({ audio: mediaConstraints.audio, video: false });
      deps.notify({ key: 'calls:messages.cameraFailed' }, 'warning');
      patch({ cameraOff: true });
      return audio;
    } catch {
      try {
        const video = await deps.getUserMedia({ video: mediaConstraints.video, audio: false });
        deps.notify({ key: 'calls:messages.micFailed' }, 'warning');
        patch({ muted: true });
        return video;
      } catch {
        throw both;
      }
    }
  }
}
