import type { SpeechCue } from '@detox/providers/tts/port';
import { Hono } from 'hono';
import { ApiError } from '../../http/errors.ts';
import { audioRuntimeMessages } from './messages.ts';

/** The :day of a daily route, 1–21, or the spec's 404 'Dia inválido'. */
export function dayParam(raw: string): number {
  const day = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(day) || day < 1 || day > 21)
    throw new ApiError(404, audioRuntimeMessages.dayInvalid(raw));
  return day;
}

/**
 * GET /api/audio/daily/:day/cues → { day, cues: [{ start, end, text }] }: what the day's meditation says when,
 * for the transcript that follows playback. Public, like the file it describes.
 */
export function dailyCuesRoutes(cuesForDay: (day: number) => Promise<SpeechCue[]>) {
  return new Hono().get('/:day/cues', async (c) => {
    const day = dayParam(c.req.param('day'));
    const cues = await cuesForDay(day);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json({ day, cues });
  });
}
