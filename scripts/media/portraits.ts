import { join } from 'node:path';
import { writtenTestimonials } from '@detox/fixtures/marketing';
import { renderHtml } from './browser.ts';
import { mediaDir, toWebp, workDir } from './tools.ts';

interface Look {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: 'long' | 'short-beard' | 'curly-bun';
}

// Flat, stylised avatars: clearly illustrations, never photos of real-looking people (the testimonials are
// samples, shown with 'Depoimento ilustrativo').
const looks: Record<string, Look> = {
  camila: { background: '#f4c77b', skin: '#c98d66', hair: '#3b2418', shirt: '#0b5e57', hairStyle: 'long' },
  rafael: {
    background: '#bfe0da',
    skin: '#e0ac85',
    hair: '#2a1d16',
    shirt: '#9a3f0a',
    hairStyle: 'short-beard',
  },
  juliana: {
    background: '#f2d4c2',
    skin: '#7a4a30',
    hair: '#1b1210',
    shirt: '#3d6f9a',
    hairStyle: 'curly-bun',
  },
};

function hairBack(look: Look): string {
  if (look.hairStyle === 'long')
    return `<path d="M52 86 Q50 30 100 30 Q150 30 148 86 L152 150 Q100 162 48 150 Z" fill="${look.hair}"/>`;
  if (look.hairStyle === 'curly-bun') {
    return (
      `<circle cx="100" cy="30" r="24" fill="${look.hair}"/>` +
      [60, 78, 100, 122, 140]
        .map((x) => `<circle cx="${x}" cy="${x === 100 ? 50 : 60}" r="22" fill="${look.hair}"/>`)
        .join('')
    );
  }
  return '';
}

function hairFront(look: Look): string {
  if (look.hairStyle === 'long')
    return `<path d="M62 78 Q70 44 100 44 Q132 44 140 80 Q118 62 92 64 Q74 66 62 78 Z" fill="${look.hair}"/>`;
  if (look.hairStyle === 'short-beard') {
    return (
      `<path d="M62 76 Q64 38 100 38 Q138 38 138 76 Q124 58 100 58 Q76 58 62 76 Z" fill="${look.hair}"/>` +
      `<path d="M66 96 Q70 138 100 140 Q130 138 134 96 Q128 120 100 122 Q72 120 66 96 Z" fill="${look.hair}" opacity=".85"/>`
    );
  }
  return `<path d="M64 78 Q70 52 100 52 Q130 52 136 78 Q118 66 100 66 Q82 66 64 78 Z" fill="${look.hair}"/>`;
}

function portraitSvg(look: Look): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="320" height="320">
    <rect width="200" height="200" fill="${look.background}"/>
    ${hairBack(look)}
    <path d="M34 200 Q38 150 100 146 Q162 150 166 200 Z" fill="${look.shirt}"/>
    <rect x="86" y="120" width="28" height="32" rx="12" fill="${look.skin}"/>
    <ellipse cx="100" cy="92" rx="38" ry="44" fill="${look.skin}"/>
    ${hairFront(look)}
    <circle cx="86" cy="94" r="4" fill="#1d2b2a"/><circle cx="114" cy="94" r="4" fill="#1d2b2a"/>
    <path d="M88 112 Q100 122 112 112" stroke="#1d2b2a" stroke-width="4" fill="none" stroke-linecap="round"/>
  </svg>`;
}

/** portrait-<id>.webp (160 × 160) for each written testimonial. */
export async function makePortraits(): Promise<void> {
  for (const testimonial of writtenTestimonials) {
    const look = looks[testimonial.id];
    if (look === undefined) throw new Error(`Sem ilustração para o depoimento ${testimonial.id}`);
    const png = join(workDir, `portrait-${testimonial.id}.png`);
    await renderHtml(`<body style="margin:0">${portraitSvg(look)}</body>`, png, 320, 320);
    toWebp(png, join(mediaDir, `portrait-${testimonial.id}.webp`), 160, 80);
  }
  process.stdout.write(`  ${writtenTestimonials.length} retratos ilustrativos\n`);
}
