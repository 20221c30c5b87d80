import { z } from 'zod';

/**
 * ai-{userId}: every AI piece a subscriber was shown, with where it came from, so a journey can be replayed and
 * support can see what the mentor said. It sits with the user's other streams: exported and erased with the
 * account. The content cache (rm_ai_content) is folded from these events.
 */
const aiContentTypes = [
  'coaching',
  'reflection',
  'activities',
  'wellbeing',
  'meditation',
  'chat',
  'relapse-prevention',
  'insights',
  'plan-tomorrow',
  'day-content',
  'progress-analysis',
  'cards',
] as const;
/** Where care was offered: an AI piece, a personalised audio session, or a text asked to be read aloud. */
export const careSurfaces = [...aiContentTypes, 'audio-session', 'speech'] as const;

/** The pieces the day screen reads back from the cache (spec §3 'Cached AI content', plus the day's cards). */
export const cachedAiContentTypes = ['day-content', 'coaching', 'cards'] as const;

const day = z.number().int().min(1).max(21);
const content = z.record(z.string(), z.unknown());

export const aiEvents = {
  AiContentGenerated: z.object({
    day,
    contentType: z.enum(aiContentTypes),
    /** 'local': the built-in cards answered when generation failed. */
    provider: z.enum(['fake', 'openai', 'local']),
    model: z.string().min(1),
    promptVersion: z.string().min(1),
    /** 'crisis' when the user's words suggested risk: the answer then points to CVV (188, cvv.org.br). */
    safety: z.enum(['normal', 'crisis']),
    /** The answer exactly as the user saw it. */
    content,
    /** What the user asked, when it was their own words (the chat message); absent otherwise, and always absent
     * with safety 'crisis': a flagged text is never stored. */
    request: z.object({ message: z.string() }).optional(),
  }),
  /**
   * The crisis policy (issue 19) answered with the care text (CVV 188, SAMU 192, 190/UPA, CAPS) instead of
   * generating anything. Never the person's words: only what was seen and where.
   */
  CareOffered: z.object({
    day,
    surface: z.enum(careSurfaces),
    /** The local detector's kind (e.g. 'ideation-active', 'self-harm'), 'moderation', or 'check-in' ("Sim"). */
    signal: z.string().regex(/^[a-z][a-z-]{0,39}$/),
    /** 'local': the detector, before; 'moderation': the provider's moderation, before; 'output': the check after. */
    via: z.enum(['local', 'moderation', 'output', 'check-in']),
  }),
  /**
   * The crisis policy was unsure (CareLevel 'check-in'): instead of answering, the mentor asked "Quero perguntar com
   * cuidado: você está pensando em se machucar?". Never the person's words.
   */
  CareCheckInOffered: z.object({
    day,
    surface: z.enum(careSurfaces),
    signal: z.string().regex(/^[a-z][a-z-]{0,39}$/),
    via: z.enum(['local', 'moderation', 'output']),
  }),
  /** The person's answer to the check-in: 'yes' opened the care card (a CareOffered follows), 'no' went on. */
  CareCheckInAnswered: z.object({
    day,
    surface: z.enum(careSurfaces),
    answer: z.enum(['yes', 'no']),
  }),
  /** The client saved an updated copy of a cached piece (e.g. ticked suggestions). */
  AiContentSaved: z.object({ day, contentType: z.enum(cachedAiContentTypes), content }),
  /** 'Atualizar Conteúdo': the cached copy is forgotten and the next visit generates again. */
  AiContentCacheCleared: z.object({ day, contentType: z.enum(cachedAiContentTypes) }),
  AiCardProgressSet: z.object({
    day,
    cardId: z.string().regex(/^card-\d{1,2}-\d{1,2}$/),
    completed: z.boolean(),
    feedback: z.string().max(1000).optional(),
    /** Minutes. */
    timeSpent: z.number().min(0).max(1440).optional(),
  }),
} as const;
