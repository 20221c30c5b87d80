import { formatDecimal, formatWhole } from './format.ts';
import type { JourneyReport, SentenceChoice } from './report-model.ts';
import { historyStrings } from './strings.ts';

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
const COLOURS = { background: '#faf7f2', primary: '#0b5e57', text: '#1d2b2a', muted: '#4b5a58' } as const;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** The share image as a PNG (1080 × 1350, the portrait size social apps keep whole). */
export async function renderShareImage(content: ShareImageContent): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE.width;
  canvas.height = SIZE.height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('canvas 2d indisponível');
  const width = SIZE.width - 2 * SIZE.margin;
  context.fillStyle = COLOURS.background;
  context.fillRect(0, 0, SIZE.width, SIZE.height);
  context.fillStyle = COLOURS.primary;
  context.fillRect(0, 0, SIZE.width, 24);
  let y = SIZE.margin + 40;
  const write = (line: string, size: number, colour: string, weight = 400, gap = 1.35) => {
    context.font = `${String(weight)} ${String(size)}px ${FONT}`;
    context.fillStyle = colour;
    for (const part of wrap(context, line, width)) {
      if (y > SIZE.height - SIZE.margin - 60) return;
      context.fillText(part, SIZE.margin, y);
      y += size * gap;
    }
  };
  write(content.product, 36, COLOURS.muted, 600);
  y += 24;
  write(content.title, 80, COLOURS.primary, 800, 1.15);
  y += 32;
  for (const figure of content.figures) write(figure, 52, COLOURS.text, 700);
  if (content.measures.length > 0) y += 24;
  for (const measure of content.measures) write(measure, 40, COLOURS.text);
  if (content.sentences.length > 0) y += 24;
  for (const sentence of content.sentences) {
    write(sentence, 36, COLOURS.muted, 400, 1.3);
    y += 12;
  }
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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
  return 'downloaded';
}
