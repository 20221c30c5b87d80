/** The day's meditation file at the site root (spec §7 Audio): "Dia 1.MP3", then "dia N.MP3". */
export function dailyAudioPath(day: number): string {
  return `/${encodeURIComponent(day === 1 ? 'Dia 1.MP3' : `dia ${day}.MP3`)}`;
}

/** The name a downloaded meditation is saved under. */
export function dailyAudioFileName(day: number): string {
  return `Detox Digital - Dia ${day}.mp3`;
}
