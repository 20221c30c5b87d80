import blind18Set from './crisis-sets/judged/blind-18.json' with { type: 'json' };
import blind19Set from './crisis-sets/judged/blind-19.json' with { type: 'json' };
import { authored, type HeldOutPhrase } from './crisis-heldout.ts';

/**
 * Sets held back from training and from the rules: written in session 10 after the shipped model was trained, by
 * two writers who saw only the labelling rules (blind-18: voice-to-text, little schooling, relatives typing, the
 * regions; blind-19: detox talk with the risk as a throwaway line or an oblique question). train-crisis-model.ts
 * never reads this file, so their score is the honest figure for the detector as shipped. Move them into
 * crisis-heldout.ts (and retrain) only when newer held-back sets take their place.
 */
export const crisisHeldBack: readonly HeldOutPhrase[] = [
  ...authored('blind-18', blind18Set),
  ...authored('blind-19', blind19Set),
];
