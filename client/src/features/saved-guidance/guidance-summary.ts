import type { SavedGuidanceDto } from '@detox/server/contracts/saved-guidance';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The main text of a saved piece, whatever its type: its analysis, else the summary or guidance its content
 * holds (wellbeing and reflection analyses keep theirs in `content`).
 */
export function guidanceMainText(guidance: SavedGuidanceDto): string | null {
  if (isText(guidance.analysis)) return guidance.analysis;
  for (const field of ['summary', 'guidance', 'narrative', 'reflectionText']) {
    const value = guidance.content[field];
    if (isText(value)) return value;
  }
  return null;
}

/** The list a screen shows: favourites first, then newest first (the server answers newest first). */
export function favouritesFirst(list: readonly SavedGuidanceDto[]): SavedGuidanceDto[] {
  return [...list].sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite));
}
