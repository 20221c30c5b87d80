import type { Config } from '../../config.ts';
import type { RuntimePart } from '../../runtime.ts';
import { forgetUserAudio } from './forget-audio.ts';

/** Audio's share of a runtime: an erased person's personalised audio files deleted before their stream is. */
export const audioPart: RuntimePart<{ config: Config }> = {
  name: 'audio',
  open: ({ config }) => ({ config }),
  forgetUser: ({ config }, userId, runtime) => forgetUserAudio({ runtime, config }, userId),
};
