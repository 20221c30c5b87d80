import type { AudioPurpose, TtsVoice } from './port.ts';

/** For GET /audio/voices. */
export const ttsVoices: readonly { id: TtsVoice; name: string; description: string }[] = [
  { id: 'coral', name: 'Coral', description: 'Voz calorosa e serena, para meditações e bem-estar.' },
  { id: 'nova', name: 'Nova', description: 'Voz clara e animada, para orientações e atividades.' },
  { id: 'sage', name: 'Sage', description: 'Voz suave e reflexiva, para reflexões.' },
];

/** Spec §7 'Audio' defaults. */
export const defaultVoice: Record<AudioPurpose, TtsVoice> = {
  meditation: 'coral',
  coaching: 'nova',
  reflection: 'sage',
  wellbeing: 'coral',
  activity: 'nova',
  session: 'coral',
};

/** Spec §7 defaults for the style of each call: tone motivacional, type guidance, activityType creative. */
const defaultStyle: Partial<Record<AudioPurpose, string>> = {
  coaching: 'motivacional',
  wellbeing: 'guidance',
  activity: 'creative',
};

/** Spec §8 'Audio': the message when generating this audio fails. */
export const speechErrorMessage: Record<AudioPurpose, string> = {
  meditation: 'Erro ao gerar áudio de meditação',
  coaching: 'Erro ao gerar áudio de coaching',
  reflection: 'Erro ao gerar áudio de reflexão',
  wellbeing: 'Erro ao gerar áudio de bem-estar',
  activity: 'Erro ao gerar áudio de atividade',
  session: 'Erro ao gerar sessão personalizada',
};

/** The purpose's message, or the spec's 'Tipo de áudio não suportado' for a purpose we do not make. */
export function speechErrorMessageFor(purpose: unknown): string {
  return typeof purpose === 'string' && Object.hasOwn(speechErrorMessage, purpose)
    ? speechErrorMessage[purpose as AudioPurpose]
    : 'Tipo de áudio não suportado';
}

const BASE = 'Fale em português do Brasil, com pronúncia natural e acolhedora.';

/** How a voice should read each kind of text (gpt-4o-mini-tts follows free-text instructions). */
export function speechInstructions(purpose: AudioPurpose, style = defaultStyle[purpose]): string {
  switch (purpose) {
    case 'meditation':
    case 'session':
      return `${BASE} Voz calma e suave de guia de meditação, ritmo lento, pausas longas nas reticências.`;
    case 'coaching':
      return `${BASE} Tom ${style === 'motivacional' ? 'motivador e confiante' : (style ?? 'encorajador')}, como um mentor próximo; ritmo tranquilo.`;
    case 'reflection':
      return `${BASE} Tom gentil e reflexivo, ritmo pausado, como quem conversa com cuidado.`;
    case 'wellbeing':
      return `${BASE} Tom sereno e ${style === 'guidance' ? 'orientador' : (style ?? 'orientador')}, claro e sem pressa.`;
    case 'activity':
      return `${BASE} Tom ${style === 'creative' ? 'leve e criativo' : (style ?? 'leve')}, com energia tranquila.`;
  }
}

/**
 * The scripts mark silences as "[pausa]" and "[pausa longa]"; a speech model would read those words aloud, so
 * they become ellipses, which the instructions ask it to hold.
 */
export function forSpeech(text: string): string {
  return text
    .replace(/\s*\[pausa longa\]\s*/gi, ' … … … ')
    .replace(/\s*\[pausa\]\s*/gi, ' … ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
