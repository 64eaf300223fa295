'use client';

import type { ImageSet } from '@magazine/contracts';
import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { largestImageUrl } from '@/lib/image-source';
import styles from './video-player.module.css';

/**
 * The poster and a play button; the <video> element exists only once the reader presses
 * play, so nothing of the video loads (from here or anywhere else) before that.
 */
export function VideoPlayer({
  id,
  src,
  poster,
  title,
  playLabel,
}: {
  /** the video's id: page tracking names what was played (click-item play) */
  id: string;
  src: string;
  poster: ImageSet;
  title: string;
  playLabel: string;
}) {
  const [started, setStarted] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!started) return;
    const video = videoRef.current;
    video?.focus();
    void video?.play().catch(() => {});
  }, [started]);

  if (!started) {
    return (
      <div className={styles.frame}>
        <ResponsiveImage
          image={poster}
          ratio="SIX_NINE"
          sizes="(max-width: 829.98px) 100vw, 960px"
          priority
        />
        <button
          type="button"
          className={styles.play}
          onClick={() => setStarted(true)}
          data-video-id={id}
          aria-label={`${playLabel}: ${title}`}
        >
          <span aria-hidden="true">▶</span>
        </button>
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: the demo clips carry no speech to caption */}
      <video
        ref={videoRef}
        className={styles.video}
        src={src}
        poster={largestImageUrl(poster)}
        controls
        playsInline
        preload="none"
        aria-label={title}
      />
    </div>
  );
}
