/** The day's meditation file at the site root (spec §7 Audio): "Dia 1.MP3", then "dia N.MP3". */
export function dailyAudioPath(day: number): string {
  return `/${encodeURIComponent(day === 1 ? 'Dia 1.MP3' : `dia ${day}.MP3`)}`;
}

/** The name a downloaded meditation is saved under. */
export function dailyAudioFileName(day: number): string {
  return `Detox Digital - Dia ${day}.mp3`;
}

/** The lock screen's artist line (Media Session). */
const DAY_AUDIO_ARTIST = 'Detox Digital 21 Dias';
const ALBUM = 'Meditações guiadas';

/** The app icons (client/public/icons), for the lock screen and the notification. */
const artwork = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
] as const;

/** The key of a day's meditation in the player (playback.ts). */
export const dayTrackKey = (day: number) => `day-${String(day)}`;

/** The day a player key names, or undefined for another track. */
export function dayOfTrackKey(key: string): number | undefined {
  const match = /^day-(\d{1,2})$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** The title the lock screen shows: "Dia N · tema do dia". */
export const dayTrackTitle = (day: number, theme: string) =>
  theme.trim() === '' ? `Dia ${String(day)}` : `Dia ${String(day)} · ${theme.trim()}`;

/** The day's meditation as a track of the app's one player, with its lock-screen fields. */
export function dayTrack(day: number, theme: string, volume: number) {
  return {
    key: dayTrackKey(day),
    src: dailyAudioPath(day),
    title: dayTrackTitle(day, theme),
    artist: DAY_AUDIO_ARTIST,
    album: ALBUM,
    artwork,
    href: `/daily-challenge?day=${String(day)}`,
    volume,
  };
}
