import type { SpeechCue } from '@detox/providers/tts/port';
import { Hono } from 'hono';
import { ApiError } from '../../http/errors.ts';
import { audioRuntimeMessages } from './messages.ts';

/**
 * GET /api/audio/daily/:day/cues → { day, cues: [{ start, end, text }] }: what the day's meditation says when,
 * for the transcript that follows playback. Public, like the file it describes.
 */
export function dailyCuesRoutes(cuesForDay: (day: number) => Promise<SpeechCue[]>) {
  return new Hono().get('/:day/cues', async (c) => {
    const raw = c.req.param('day');
    const day = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(day) || day < 1 || day > 21)
      throw new ApiError(404, audioRuntimeMessages.dayInvalid(raw));
    const cues = await cuesForDay(day);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json({ day, cues });
  });
}
