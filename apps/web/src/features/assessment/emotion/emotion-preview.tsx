import { CameraOff } from 'lucide-react';
import type { EmotionReading } from './use-emotion-reading';

/**
 * The webcam preview with its camera-on indicator, for the question view's slot. Shown only while
 * the camera path is on. The status stays internal (data attributes for tests), as the spec wants.
 */
export function EmotionPreview({
  reading,
  className = '',
}: {
  reading: EmotionReading;
  className?: string;
}) {
  if (!reading.active) return null;
  const { diagnostics } = reading;
  return (
    <figure
      data-testid="emotion-preview"
      data-emotion-status={reading.status}
      data-emotion-frames={diagnostics.frames}
      data-emotion-no-face={diagnostics.skipped['no-face']}
      data-emotion-backend={diagnostics.backend ?? ''}
      className={`relative w-40 overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-300 dark:ring-slate-600 ${className}`}
    >
      <video
        ref={reading.videoRef}
        muted
        playsInline
        autoPlay
        aria-label="Your camera picture (it stays on this device)"
        className="aspect-4/3 w-full -scale-x-100 object-cover"
      />
      {reading.status === 'error' && (
        <div className="absolute inset-0 flex items-center justify-center text-slate-300">
          <CameraOff aria-hidden className="size-6" />
        </div>
      )}
      <figcaption className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
        <span aria-hidden className="size-2 rounded-full bg-rose-500" />
        Camera on
      </figcaption>
    </figure>
  );
}
