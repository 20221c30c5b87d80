import { GUIDANCE_TYPES, type GuidanceType } from '@detox/fixtures/journey-rules';
import { z } from 'zod';

/**
 * guidance-{userId}: the guidance a subscriber saved (spec §3 'Saved guidance') and what they did with it:
 * favourite, notes, the checklist progress, deletion. It sits with the user's other streams: exported and erased
 * with the account. rm_saved_guidance is folded from these events.
 */

const guidanceId = z.uuid();
const content = z.record(z.string(), z.unknown());
const suggestion = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string().optional(),
  difficulty: z.enum(['fácil', 'médio', 'difícil']).optional(),
  timeRequired: z.string().optional(),
  completed: z.boolean(),
});

export const guidanceEvents = {
  GuidanceSaved: z.object({
    guidanceId,
    day: z.number().int().min(1).max(21),
    guidanceType: z.enum(GUIDANCE_TYPES),
    title: z.string().min(1),
    content,
    analysis: z.string().nullable(),
    suggestions: z.array(suggestion),
    motivation: z.string().nullable(),
    nextSteps: z.array(z.string()),
    notes: z.string(),
    isFavorite: z.boolean(),
  }),
  GuidanceFavoriteSet: z.object({ guidanceId, isFavorite: z.boolean() }),
  GuidanceNotesSet: z.object({ guidanceId, notes: z.string() }),
  /** The client's progress (e.g. the suggestions with their ticks), merged into the saved content. */
  GuidanceProgressSaved: z.object({ guidanceId, content }),
  GuidanceDeleted: z.object({ guidanceId }),
} as const;

export type SavedGuidanceType = GuidanceType;
