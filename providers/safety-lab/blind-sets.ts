import blind20 from './crisis-sets/blind-20.json' with { type: 'json' };
import blind21 from './crisis-sets/blind-21.json' with { type: 'json' };
import blind22 from './crisis-sets/blind-22.json' with { type: 'json' };
import blind25 from './crisis-sets/blind-25.json' with { type: 'json' };
import blind26 from './crisis-sets/blind-26.json' with { type: 'json' };
import blind29 from './crisis-sets/blind-29.json' with { type: 'json' };
import blind30 from './crisis-sets/blind-30.json' with { type: 'json' };
import blind31 from './crisis-sets/blind-31.json' with { type: 'json' };
import blind32 from './crisis-sets/blind-32.json' with { type: 'json' };

/** One phrasing of a blind set: who is at risk ('both': the writer and someone else), and the writer's own tag. */
export interface BlindItem {
  text: string;
  label: 'self' | 'other' | 'both' | 'none';
  kind: string;
}

export interface BlindSet {
  name: string;
  /** Who wrote it, from which brief (the writers never saw the rules, the corpora or each other's sets). */
  about: string;
  items: readonly BlindItem[];
  /** Never trained on: its score is the honest one. */
  heldBack: boolean;
  /** Scored by a model trained without it (train-risk-model.ts --evaluate). */
  evaluate: boolean;
}

const asItems = (items: readonly { text: string; label: string; kind: string }[]): BlindItem[] =>
  items.map((item) => ({ ...item, label: item.label as BlindItem['label'] }));

/**
 * Issue 31's sets, each written by a helper who saw only a brief (who writes, which kinds, how Brazilians type),
 * never the rules, the corpora or another set; each scored blind first on the check as shipped
 * (docs/decisions/0025-care-measured-blind.md), then trained on. blind-20 to -22: session 14; blind-25 and -26 (F,
 * G): session 15; blind-29 and -30 (J, K): session 16; blind-31 and -32 (L, M): session 17. The committed
 * risk-model.json (session 22) learnt from all of them and from crisis-sets/judged/ (train-risk-model.ts); the
 * sets in held-back/ it never saw.
 */
export const blindSets: readonly BlindSet[] = [
  {
    name: 'blind-20',
    about: 'young urban subscribers: chat and diary, slang, gamers, students, nurses, influencers',
    items: asItems(blind20),
    heldBack: false,
    evaluate: true,
  },
  {
    name: 'blind-21',
    about: 'over 45, rural and northeastern, religious, night shifts, parents, formal or run-on writing',
    items: asItems(blind21),
    heldBack: false,
    evaluate: true,
  },
  {
    name: 'blind-22',
    about:
      'a third writer, held back until blind-20 and -21 were learnt from: scored blind once, then learnt from',
    items: asItems(blind22),
    heldBack: false,
    evaluate: true,
  },
  {
    name: 'blind-25',
    about:
      'F, session 15: briefed in English, every kind its own situation, WhatsApp and regional typing; scored blind first in session 15 (held back then), trained on from session 16',
    items: asItems(blind25),
    heldBack: false,
    evaluate: true,
  },
  {
    name: 'blind-26',
    about:
      "G, session 15: a crisis-line psychologist's brief (ambivalence, indirect methods, veiled goodbyes); scored blind first in session 15 (held back then), trained on from session 16",
    items: asItems(blind26),
    heldBack: false,
    evaluate: true,
  },
  {
    name: 'blind-29',
    about:
      'J, session 16: a nurse of a public maternity hospital and a CAPS in Recife (mothers after birth, carers, dictated run-on text, religious language); scored blind first in session 16 (held back then), trained on from session 17',
    items: asItems(blind29),
    heldBack: false,
    evaluate: true,
  },
  {
    name: 'blind-30',
    about:
      "K, session 16: a university student service's psychologist who also works with delivery riders, app drivers and a queer youth collective in São Paulo; scored blind first in session 16 (held back then), trained on from session 17",
    items: asItems(blind30),
    heldBack: false,
    evaluate: true,
  },
  {
    name: 'blind-31',
    about:
      'L, session 17: a community health agent and church listener in Goiás and the north of Minas (retirees, farm workers, pesticides and guns on farms, truck drivers, voice-to-text); scored blind first on the session-14 check, then trained on',
    items: asItems(blind31),
    heldBack: false,
    evaluate: true,
  },
  {
    name: 'blind-32',
    about:
      "M, session 17: a school psychologist in Porto Alegre and a gamers' Discord moderator (teenagers, conscripts, guards and police with firearms, their partners); scored blind first on the session-14 check, then trained on",
    items: asItems(blind32),
    heldBack: false,
    evaluate: true,
  },
];
