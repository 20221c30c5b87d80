/**
 * Every AI input and output shape. The server re-exports these as its API contract, so there is one home for
 * each shape. Drafts are what a model writes; results are what the API returns after our rules filled in ids,
 * counts and scores.
 */
export * from './schemas/common.ts';
export * from './schemas/coaching.ts';
export * from './schemas/reflection.ts';
export * from './schemas/wellbeing.ts';
export * from './schemas/chat.ts';
export * from './schemas/cards.ts';
export * from './schemas/day-content.ts';
export * from './schemas/insights.ts';
export * from './schemas/activities.ts';
export * from './schemas/meditation.ts';
export * from './schemas/relapse-plan.ts';
export * from './schemas/weekly-challenge.ts';
export * from './schemas/progress-analysis.ts';
