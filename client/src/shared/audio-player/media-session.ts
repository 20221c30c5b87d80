// What the app tells the system about the track playing (Media Session API): the lock screen, the notification
// shade and a headset's buttons read it. Pure helpers here; playback.ts wires them to the one audio element.

/** spec §9: the seek step, for the player's buttons and the lock screen's alike. */
export const SEEK_STEP_SECONDS = 10;

interface TrackArtwork {
  src: string;
  sizes: string;
  type: string;
}

export interface MediaFields {
  title: string;
  artist: string;
  album: string;
  artwork: readonly TrackArtwork[];
}

/** The MediaMetadata init of a track, with absolute artwork addresses (the system fetches them, not the page). */
export function mediaMetadataInit(fields: MediaFields, origin: string): MediaMetadataInit {
  return {
    title: fields.title,
    artist: fields.artist,
    album: fields.album,
    artwork: fields.artwork.map((image) => ({ ...image, src: new URL(image.src, origin).href })),
  };
}

/**
 * The position state to hand to setPositionState, or undefined when there is none to give: Chromium throws on an
 * unknown or endless duration and on a position past the end.
 */
export function positionStateOf(
  duration: number,
  position: number,
  playbackRate: number,
): MediaPositionState | undefined {
  if (!Number.isFinite(duration) || duration <= 0) return undefined;
  const safePosition = Number.isFinite(position) ? Math.min(Math.max(0, position), duration) : 0;
  const rate = Number.isFinite(playbackRate) && playbackRate > 0 ? playbackRate : 1;
  return { duration, position: safePosition, playbackRate: rate };
}

/** Where a seek from the lock screen lands: clamped to the file, with the step when the system gives none. */
export function seekTarget(
  action: 'seekbackward' | 'seekforward',
  position: number,
  offset: number | undefined,
): number {
  const step = offset !== undefined && Number.isFinite(offset) && offset > 0 ? offset : SEEK_STEP_SECONDS;
  return action === 'seekbackward' ? position - step : position + step;
}

/**
 * Where to start a track the person already heard part of: the furthest of the share in the log (another
 * device, an earlier visit) and the position this device kept; from the start when little was heard or it was
 * heard to the end.
 */
export function resumePosition(duration: number, loggedFraction: number, keptSeconds: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  const fromLog = Number.isFinite(loggedFraction) ? Math.min(Math.max(0, loggedFraction), 1) * duration : 0;
  const kept = Number.isFinite(keptSeconds) ? keptSeconds : 0;
  const start = Math.max(fromLog, kept);
  if (start < MIN_RESUME_SECONDS || start > duration - MIN_RESUME_SECONDS) return 0;
  return Math.floor(start);
}

/** Less than this heard (or left) is not worth resuming from. */
const MIN_RESUME_SECONDS = 5;

/** The polite "time left" line: whole minutes, so a screen reader hears it once a minute at most. */
export function minutesLeft(duration: number, position: number): number | undefined {
  if (!Number.isFinite(duration) || duration <= 0) return undefined;
  const left = Math.max(0, duration - (Number.isFinite(position) ? position : 0));
  return Math.ceil(left / 60);
}
