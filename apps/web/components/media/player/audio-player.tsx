import { getTranslations } from 'next-intl/server';
import { PlayerDock } from './player-dock';

/** The docked podcast player with its labels; the locale layout renders it once. */
export async function AudioPlayer() {
  const t = await getTranslations('player');
  return (
    <PlayerDock
      labels={{
        region: t('region'),
        play: t('play'),
        pause: t('pause'),
        back: t('back', { seconds: 15 }),
        forward: t('forward', { seconds: 15 }),
        seek: t('seek'),
        speed: t('speed'),
        close: t('close'),
      }}
    />
  );
}
