import { CVV_PHONE, CVV_SITE } from '@detox/providers/ai/safety/care';

/**
 * The care card's pt-BR texts, all in this one file. The CVV's number and site come from the providers' care
 * texts (providers/src/ai/safety/care.ts, the words the mentor itself answers with), so the card and the mentor
 * never disagree; that module holds only strings and type imports, so no server code reaches the bundle.
 */
export const CARE_CVV_PHONE = CVV_PHONE;
export const CARE_CVV_URL = `https://${CVV_SITE}`;
export const CARE_SAMU_PHONE = '192';
export const CARE_EMERGENCY_PHONE = '190';

export const careStrings = {
  heading: 'Você não está sozinho(a)',
  intro:
    'O que você compartilhou merece cuidado agora. Você não precisa passar por isso sem apoio: tem gente preparada ' +
    'para ouvir você, sem julgamento, a qualquer hora.',
  cvvCall: `Ligar para o CVV: ${CVV_PHONE}`,
  cvvCallNote: 'Gratuito, 24 horas, todos os dias.',
  cvvChat: `Conversar pelo chat do CVV (${CVV_SITE})`,
  newTab: ' (abre em nova aba)',
  cvvChatNote: 'Se preferir escrever em vez de falar.',
  dangerLead: 'Se você corre perigo agora:',
  samuCall: `Ligar para o SAMU: ${CARE_SAMU_PHONE}`,
  emergencyCall: `Emergência: ${CARE_EMERGENCY_PHONE}`,
  emergencyNote: 'Ou vá à UPA ou ao pronto-socorro mais próximo.',
  caps:
    'Para continuar cuidando de você nos próximos dias, procure o CAPS (Centro de Atenção Psicossocial) da sua ' +
    'cidade: o atendimento é gratuito, pelo SUS.',
  someoneElse:
    'Se a preocupação é com outra pessoa: se ela corre perigo agora, ligue 192 e não a deixe sozinha. O CVV também ' +
    'conversa com quem quer ajudar alguém.',
  closing:
    'Se puder, chame alguém de confiança para ficar com você. O programa pode esperar; você vem primeiro.',
} as const;

/** The mentor's check-in (issue 31), when the crisis policy is unsure: one question, two answers. */
export const careCheckInStrings = {
  question: 'Quero perguntar com cuidado: você está pensando em se machucar?',
  yes: 'Sim',
  no: 'Não, estou bem',
  sending: 'Enviando sua resposta…',
  thanks: 'Obrigado por responder. Vamos seguir.',
  error: 'Não consegui enviar sua resposta. Verifique sua conexão e tente de novo.',
  retry: 'Tentar de novo',
} as const;
