import { useEffect, useRef } from 'react';

/** A live stream in a `<video>`: mine muted (no echo), the partner's with sound when the browser allows it. */
export function StreamVideo({
  stream,
  local,
  label,
  className,
  testId,
}: {
  stream: MediaStream;
  local: boolean;
  label: string;
  className: string;
  testId: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    // A browser that refuses sound without a gesture still plays the picture.
    video.play().catch(() => {
      if (video.muted) return;
      video.muted = true;
      video.play().catch(() => undefined);
    });
  }, [stream]);
  return (
    // A live call has no caption track to offer.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      className={className}
      data-local={local ? 'true' : undefined}
      autoPlay
      playsInline
      muted={local}
      aria-label={label}
      data-testid={testId}
    />
  );
}
