import { readFileSync, writeFileSync } from 'node:fs';
import {
  decideRisk,
  loadHeads,
  type RiskModelFile,
  type RiskScores,
  type RiskThresholds,
  scoresWith,
  thresholdsOf,
} from '../src/ai/safety/risk-reading.ts';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged, modelAt } from './judge-candidate.ts';
import { ordinaryTraffic } from './ordinary-traffic.ts';
import type { Verdict } from './risk-decision.ts';

/**
 * Chooses a fitted model's thresholds on development sets, as a round's rule asks (issue 31; decision 0025, rounds
 * 35 to 37): every point of the grid is decided on the sets and the ordinary traffic, the points that leave nothing
 * worse than the baseline qualify, and the nearest to the issue's targets is chosen (ties to the larger card).
 * Counts only are printed, never a text.
 *
 *   node --import tsx providers/safety-lab/choose-thresholds.ts --model /tmp/candidate.json \
 *     --baseline shipped --sets a.json,b.json --chats c.json,d.json [--write /tmp/chosen.json] [--figures-only]
 *
 * `--figures-only` prints the baseline's and the model's figures at their own thresholds and stops (a candidate of
 * rules, judged with the committed model). `--baseline-figures-out F` writes the baseline's figures; `--baseline-figures
 * F` reads them instead of measuring (a baseline whose reader's code differs, measured in a worktree of its own).
 *
 * A point qualifies when, on the development sets, it leaves no more people at risk with nothing than the baseline
 * (the blind sets and the chats apart), cards no more hard negatives (the card is the alarming answer: round 18's
 * distance weighs a hard negative carded and one asked alike, so without this the nearest point turns asks into
 * cards), no more someone else with nothing, gives both -> the writer as often, answers
 * crises within one point of the baseline's, answers no more of the chats' ordinary replies, and answers at most 2
 * of the app's texts, 7 of the ordinary diary's lines and none of the tests' inputs.
 */

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const list = (name: string) => (argument(name) ?? '').split(',').filter(Boolean);

const GRID = {
  card: [0.45, 0.5, 0.55, 0.6],
  checkIn: [0.1, 0.12, 0.14, 0.16, 0.18],
  shortCard: [0.5, 0.6, 0.7],
  shortCheckIn: [0.14, 0.18, 0.22],
  otherCard: [0.08, 0.11, 0.14],
};
const TRAFFIC_BOUND = { app: 2, diary: 7, 'test-inputs': 0 } as const;

interface Figures {
  /** Pooled over the blind sets, in texts. */
  answered: number;
  carded: number;
  negativesCard: number;
  negativesAsked: number;
  helper: number;
  otherNothing: number;
  bothWriter: number;
  atRiskNothing: number;
  /** Pooled over the chats. */
  chatOrdinary: number;
  chatCrises: number;
  chatAtRiskNothing: number;
  traffic: Record<keyof typeof TRAFFIC_BOUND, number>;
  /** Of each label on the blind sets, for the distance. */
  of: Record<BlindItem['label'], number>;
}

const itemsOf = (paths: string[]) =>
  paths.flatMap((path) => JSON.parse(readFileSync(path, 'utf8')) as BlindItem[]);

const counted = (judged: Judged, label: BlindItem['label'], share: number) =>
  Math.round(share * (judged.counts[label] ?? 0));

/** The figures of one model at one point, its scores read once per someone else's card. */
function figuresOf(
  blind: readonly BlindItem[],
  chats: readonly BlindItem[],
  traffic: readonly { part: keyof typeof TRAFFIC_BOUND; text: string }[],
  verdictOf: (text: string) => Verdict,
): Figures {
  const set = judge(blind, verdictOf);
  const chat = judge(chats, verdictOf);
  const answeredTraffic = { app: 0, diary: 0, 'test-inputs': 0 };
  for (const { part, text } of traffic) if (verdictOf(text).level !== 'none') answeredTraffic[part] += 1;
  const chatOrdinary = chats.filter(
    (item) => item.label === 'none' && verdictOf(item.text).level !== 'none',
  ).length;
  return {
    answered: counted(set, 'self', set.crisisAnswered),
    carded: counted(set, 'self', set.crisisCard),
    negativesCard: counted(set, 'none', set.negativesCard),
    negativesAsked: counted(set, 'none', set.negativesCheckIn),
    helper: counted(set, 'other', set.helper),
    otherNothing: counted(set, 'other', set.otherNothing),
    bothWriter: counted(set, 'both', set.bothWriter),
    atRiskNothing: set.atRiskNothing,
    chatOrdinary,
    chatCrises: counted(chat, 'self', chat.crisisAnswered),
    chatAtRiskNothing: chat.atRiskNothing,
    traffic: answeredTraffic,
    of: {
      self: set.counts.self ?? 0,
      none: set.counts.none ?? 0,
      other: set.counts.other ?? 0,
      both: set.counts.both ?? 0,
    },
  };
}

/** Round 18's distance: the percentage points by which each of the seven targets is missed, summed. */
function distance(f: Figures): number {
  const pct = (count: number, of: number) => (100 * count) / Math.max(of, 1);
  return (
    Math.max(0, 99 - pct(f.answered, f.of.self)) +
    Math.max(0, 97 - pct(f.carded, f.of.self)) +
    Math.max(0, pct(f.negativesCard, f.of.none) - 2) +
    Math.max(0, pct(f.negativesAsked, f.of.none) - 5) +
    Math.max(0, 95 - pct(f.helper, f.of.other)) +
    pct(f.otherNothing, f.of.other) +
    Math.max(0, 100 - pct(f.bothWriter, f.of.both))
  );
}

function qualifies(f: Figures, base: Figures): boolean {
  return (
    f.atRiskNothing <= base.atRiskNothing &&
    f.negativesCard <= base.negativesCard &&
    f.chatAtRiskNothing <= base.chatAtRiskNothing &&
    f.otherNothing <= base.otherNothing &&
    f.bothWriter >= base.bothWriter &&
    f.answered >= base.answered - f.of.self / 100 &&
    f.chatOrdinary <= base.chatOrdinary &&
    (Object.keys(TRAFFIC_BOUND) as (keyof typeof TRAFFIC_BOUND)[]).every(
      (part) => f.traffic[part] <= TRAFFIC_BOUND[part],
    )
  );
}

const line = (name: string, f: Figures) =>
  `${name}: crises answered ${f.answered} and carded ${f.carded} of ${f.of.self}, hard negatives carded ${f.negativesCard} and asked ${f.negativesAsked} of ${f.of.none}, the helper's words ${f.helper} of ${f.of.other}, someone else with nothing ${f.otherNothing}, both -> the writer ${f.bothWriter} of ${f.of.both}, people at risk with nothing ${f.atRiskNothing}; chats: ordinary replies answered ${f.chatOrdinary}, crises ${f.chatCrises}, people at risk with nothing ${f.chatAtRiskNothing}; traffic: the app ${f.traffic.app}, the diary ${f.traffic.diary}, the tests ${f.traffic['test-inputs']}; distance ${distance(f).toFixed(2)}`;

function withPoint(model: RiskModelFile, point: Point): RiskModelFile {
  if (!model.short) throw new Error('the model has no head for short texts');
  return {
    ...model,
    self: { ...model.self, card: point.card, checkIn: point.checkIn },
    short: { ...model.short, card: point.shortCard, checkIn: point.shortCheckIn },
    other: { ...model.other, card: point.otherCard, checkIn: point.otherCard },
  };
}

type Point = { [key in keyof typeof GRID]: number };

if (process.argv[1]?.endsWith('choose-thresholds.ts')) {
  const baseline = modelAt(argument('--baseline') ?? 'shipped');
  const model = modelAt(argument('--model') ?? 'shipped');
  const blind = itemsOf(list('--sets'));
  const chats = itemsOf(list('--chats'));
  const traffic = ordinaryTraffic();
  const texts = [
    ...new Set([...blind, ...chats].map((item) => item.text).concat(traffic.map((t) => t.text))),
  ];

  const plainVerdict = (file: RiskModelFile) => {
    const heads = loadHeads(file);
    const thresholds = thresholdsOf(file);
    return (text: string) => decideRisk(text, scoresWith(heads, thresholds, text), thresholds);
  };
  // A baseline whose code differs from this tree's (a change of the reader, not of the model) is measured in its own
  // tree and read back: `--baseline-figures-out F` there, `--baseline-figures F` here.
  const baseFile = argument('--baseline-figures');
  const base = baseFile
    ? (JSON.parse(readFileSync(baseFile, 'utf8')) as Figures)
    : figuresOf(blind, chats, traffic, plainVerdict(baseline));
  console.log(line(baseFile ? `baseline (${baseFile})` : 'baseline', base));
  const baseOut = argument('--baseline-figures-out');
  if (baseOut) writeFileSync(baseOut, `${JSON.stringify(base)}\n`);
  console.log(line('the model at its own thresholds', figuresOf(blind, chats, traffic, plainVerdict(model))));
  // A candidate of rules alone (round 38) is judged at the model's own thresholds: no grid is searched.
  if (process.argv.includes('--figures-only')) process.exit(0);

  // The scores depend on the thresholds only through someone else's card (the who head is read when it is met).
  const heads = loadHeads(model);
  const scores = new Map<number, Map<string, RiskScores>>();
  for (const otherCard of GRID.otherCard) {
    const own = thresholdsOf(model);
    const thresholds = { ...own, other: { ...own.other, card: otherCard } };
    scores.set(otherCard, new Map(texts.map((text) => [text, scoresWith(heads, thresholds, text)])));
  }
  const points: { point: Point; figures: Figures; distance: number }[] = [];
  for (const card of GRID.card)
    for (const checkIn of GRID.checkIn)
      for (const shortCard of GRID.shortCard)
        for (const shortCheckIn of GRID.shortCheckIn)
          for (const otherCard of GRID.otherCard) {
            const point = { card, checkIn, shortCard, shortCheckIn, otherCard };
            const thresholds: RiskThresholds = thresholdsOf(withPoint(model, point));
            const read = scores.get(otherCard);
            const verdictOf = (text: string) => {
              const scored = read?.get(text);
              if (!scored) throw new Error('a text not read');
              return decideRisk(text, scored, thresholds);
            };
            const figures = figuresOf(blind, chats, traffic, verdictOf);
            points.push({ point, figures, distance: distance(figures) });
          }
  const qualified = points
    .filter((entry) => qualifies(entry.figures, base))
    .sort((a, b) => a.distance - b.distance || b.point.card - a.point.card);
  console.log(`${qualified.length} of ${points.length} points qualify`);
  for (const entry of qualified.slice(0, 5)) console.log(line(JSON.stringify(entry.point), entry.figures));
  const nearest = [...points].sort((a, b) => a.distance - b.distance)[0];
  if (nearest) console.log(line(`nearest of all ${JSON.stringify(nearest.point)}`, nearest.figures));
  const chosen = qualified[0];
  const out = argument('--write');
  if (chosen && out) {
    writeFileSync(out, `${JSON.stringify(withPoint(model, chosen.point), null, 2)}\n`);
    console.log(`${out}: written at ${JSON.stringify(chosen.point)}`);
  } else if (!chosen) console.log('no point qualifies: no candidate');
}
