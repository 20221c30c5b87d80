import { formatDecimal, formatWhole } from './format.ts';
import type { JourneyReport, SentenceChoice } from './report-model.ts';
import { historyStrings } from './strings.ts';
import { saveBlobAsFile } from '../../shared/save-as-file.ts';

const text = historyStrings.report;

export interface ShareChoices {
  /** How the person felt, first stretch → last: personal, so only when they ask. */
  measures: boolean;
  /** The sentences they chose: personal, so only when they ask. */
  sentences: boolean;
}

export interface ShareImageContent {
  title: string;
  figures: string[];
  measures: string[];
  sentences: string[];
  product: string;
}

/** What the share image says: what was done, and nothing personal unless the person adds it. */
export function shareImageContent(
  report: JourneyReport,
  chosen: readonly SentenceChoice[],
  choices: ShareChoices,
): ShareImageContent {
  return {
    title:
      report.throughDay === 21 ? text.imageTitleFull : text.imageTitleWeek(Math.round(report.throughDay / 7)),
    figures: [
      text.days(report.daysCompleted),
      text.tasks(formatWhole(report.tasksDone)),
      text.minutes(formatWhole(report.minutesMeditated)),
    ],
    measures: choices.measures
      ? report.comparisons.flatMap(({ measure, first, last }) =>
          first === null || last === null
            ? []
            : [`${measure.label}: ${formatDecimal(first)} → ${formatDecimal(last)}`],
        )
      : [],
    sentences: choices.sentences ? chosen.map((sentence) => `“${sentence.text}”`) : [],
    product: text.product,
  };
}

/** Lines of at most `width` pixels, broken at spaces. */
function wrap(context: CanvasRenderingContext2D, line: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (context.measureText(candidate).width > width && current !== '') {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current !== '') lines.push(current);
  return lines;
}

const SIZE = { width: 1080, height: 1350, margin: 96 } as const;
// The light theme's colours (app/theme.ts): the image looks the same whatever theme the phone is in.
const COLOURS = {
  background: '#faf7f2',
  primary: '#0b5e57',
  onPrimary: '#ffffff',
  text: '#1d2b2a',
  muted: '#4b5a58',
} as const;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

interface Block {
  text: string;
  size: number;
  colour: string;
  weight: number;
  /** Space above the block, in pixels. */
  before: number;
  lineHeight: number;
}

/** The share image as a PNG (1080 × 1350, the portrait size social apps keep whole), its text centred. */
export async function renderShareImage(content: ShareImageContent): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE.width;
  canvas.height = SIZE.height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('canvas 2d indisponível');
  const width = SIZE.width - 2 * SIZE.margin;
  const blocks: Block[] = [
    { text: content.title, size: 88, colour: COLOURS.primary, weight: 800, before: 0, lineHeight: 1.1 },
    ...content.figures.map((figure, index) => ({
      text: figure,
      size: 52,
      colour: COLOURS.text,
      weight: 700,
      before: index === 0 ? 56 : 12,
      lineHeight: 1.25,
    })),
    ...content.measures.map((measure, index) => ({
      text: measure,
      size: 40,
      colour: COLOURS.text,
      weight: 400,
      before: index === 0 ? 48 : 8,
      lineHeight: 1.25,
    })),
    ...content.sentences.map((sentence, index) => ({
      text: sentence,
      size: 36,
      colour: COLOURS.muted,
      weight: 400,
      before: index === 0 ? 48 : 20,
      lineHeight: 1.3,
    })),
  ];
  const font = (block: Block) => `${String(block.weight)} ${String(block.size)}px ${FONT}`;
  const laid = blocks.map((block) => {
    context.font = font(block);
    return { block, lines: wrap(context, block.text, width) };
  });
  const height = laid.reduce(
    (sum, { block, lines }) => sum + block.before + lines.length * block.size * block.lineHeight,
    0,
  );
  const footer = 120;
  const room = SIZE.height - footer - 2 * SIZE.margin;
  // Centred in the room above the footer; text past the room (a long choice of sentences) is cut.
  let y = SIZE.margin + Math.max(0, (room - height) / 2);
  context.fillStyle = COLOURS.background;
  context.fillRect(0, 0, SIZE.width, SIZE.height);
  context.textBaseline = 'top';
  for (const { block, lines } of laid) {
    y += block.before;
    context.font = font(block);
    context.fillStyle = block.colour;
    for (const line of lines) {
      if (y + block.size > SIZE.margin + room) break;
      context.fillText(line, SIZE.margin, y);
      y += block.size * block.lineHeight;
    }
  }
  context.fillStyle = COLOURS.primary;
  context.fillRect(0, SIZE.height - footer, SIZE.width, footer);
  context.font = `700 40px ${FONT}`;
  context.fillStyle = COLOURS.onPrimary;
  context.fillText(content.product, SIZE.margin, SIZE.height - footer + 40);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('toBlob falhou'));
    }, 'image/png');
  });
}

/**
 * Hands the image to the phone's share sheet (Web Share API with files) or, where there is none, downloads it.
 * 'cancelled' when the person closed the share sheet.
 */
export async function shareOrDownload(
  blob: Blob,
  fileName: string,
  title: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture left, a desktop without a share target): the download below.
    }
  }
  saveBlobAsFile(blob, fileName);
  return 'downloaded';
}
