import { describe, expect, it } from 'vitest';
import { asksForMedicalAdvice } from './medical.ts';

describe('asksForMedicalAdvice', () => {
  it.each([
    ['Posso tomar melatonina para dormir melhor?'],
    ['Qual remédio você indica para ansiedade?'],
    ['Quantos mg de rivotril eu tomo?'],
    ['Será que tenho TDAH? Não consigo focar em nada.'],
    ['Acho que tenho depressão'],
    ['Devo parar o antidepressivo agora que estou melhor?'],
  ])('recognises %j', (text) => {
    expect(asksForMedicalAdvice(text)).toBe(true);
  });

  it.each([
    ['Como faço para largar o celular antes de dormir?'],
    ['Hoje fiquei ansioso sem as notificações.'],
    ['Qual tarefa é mais importante hoje?'],
    ['Dormi mal e peguei o celular às 3 da manhã.'],
  ])('lets %j through to the mentor', (text) => {
    expect(asksForMedicalAdvice(text)).toBe(false);
  });
});
