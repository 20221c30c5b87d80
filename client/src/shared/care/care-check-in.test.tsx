// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickAndSettle, renderInDom } from '../../testing/render-dom.tsx';
import { currentToasts, dismissToast, showToast } from '../toast/toast-store.ts';
import { type CareCheckInAnswer, CareCheckIn } from './care-check-in.tsx';

const question = 'Quero perguntar com cuidado: você está pensando em se machucar?';

let mounted: { container: HTMLElement; unmount: () => void } | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

function mount(send: (answer: CareCheckInAnswer) => Promise<boolean>, onWell = vi.fn()) {
  mounted = renderInDom(<CareCheckIn send={send} onWell={onWell} headingLevel={4} />);
  const { container } = mounted;
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((element) => element.textContent === name);
  return { container, onWell, button };
}

describe('CareCheckIn', () => {
  it('asks the one question, as a region named by it that takes the focus when it appears', () => {
    const { container } = mount(() => Promise.resolve(true));
    const region = container.querySelector('section');
    const labelledBy = region?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelledBy)?.textContent).toBe(question);
    expect(region?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(region);
    expect(container.textContent).toContain(question);
    expect(container.querySelector('[role="status"]')).not.toBeNull();
  });

  it('clears a cheerful toast when it appears ("Que alegria ter você aqui!" must not sit over it); failures stay', () => {
    showToast({ title: 'Que alegria ter você aqui!' });
    showToast({ title: 'Erro ao atualizar tarefa', variant: 'destructive' });
    mount(() => Promise.resolve(true));
    expect(currentToasts().map((toast) => toast.title)).toEqual(['Erro ao atualizar tarefa']);
    for (const toast of currentToasts()) dismissToast(toast.id);
  });

  it('answers with two real buttons, in reading order, that stay focusable (a keyboard reaches and presses them)', () => {
    const { container, button } = mount(() => Promise.resolve(true));
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((element) => element.textContent)).toEqual(['Sim', 'Não, estou bem']);
    for (const element of buttons) {
      expect(element.getAttribute('type')).toBe('button');
      expect(element.disabled).toBe(false);
      expect(element.tabIndex).toBe(0);
    }
    button('Não, estou bem')?.focus();
    expect(document.activeElement?.textContent).toBe('Não, estou bem');
  });

  it('"Sim" records the answer, then shows the care card in its place, which takes the focus', async () => {
    const send = vi.fn<(answer: CareCheckInAnswer) => Promise<boolean>>().mockResolvedValue(true);
    const { container, onWell, button } = mount(send);
    await clickAndSettle(button('Sim'));
    expect(send).toHaveBeenCalledExactlyOnceWith('yes');
    expect(onWell).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain(question);
    const card = container.querySelector('[data-care-card]');
    expect(card?.querySelector('h4')?.textContent).toBe('Você não está sozinho(a)');
    expect(card?.querySelector('a[href="tel:188"]')).not.toBeNull();
    expect(document.activeElement).toBe(card);
  });

  it('"Não, estou bem" records the answer, then lets the surface ask again; no card', async () => {
    const send = vi.fn<(answer: CareCheckInAnswer) => Promise<boolean>>().mockResolvedValue(true);
    const { container, onWell, button } = mount(send);
    await clickAndSettle(button('Não, estou bem'));
    expect(send).toHaveBeenCalledExactlyOnceWith('no');
    expect(onWell).toHaveBeenCalledOnce();
    expect(container.querySelector('[data-care-card]')).toBeNull();
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Obrigado por responder. Vamos seguir.',
    );
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(document.activeElement).toBe(container.querySelector('section'));
  });

  it('while the answer is on its way, says so, keeps the focus on the button and sends nothing twice', async () => {
    let finish: (recorded: boolean) => void = () => undefined;
    const send = vi.fn<(answer: CareCheckInAnswer) => Promise<boolean>>(
      () =>
        new Promise<boolean>((resolve) => {
          finish = resolve;
        }),
    );
    const { container, button } = mount(send);
    const yes = button('Sim');
    yes?.focus();
    await clickAndSettle(yes);
    expect(yes?.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(yes);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Enviando sua resposta…');
    await clickAndSettle(button('Não, estou bem'));
    expect(send).toHaveBeenCalledOnce();
    await act(async () => {
      finish(true);
      await Promise.resolve();
    });
    expect(container.querySelector('[data-care-card]')).not.toBeNull();
  });

  it('when the answer could not be sent, says so in pt-BR and sends the same answer again on retry', async () => {
    const send = vi
      .fn<(answer: CareCheckInAnswer) => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true);
    const { container, onWell, button } = mount(send);
    await clickAndSettle(button('Não, estou bem'));
    expect(onWell).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Não consegui enviar sua resposta. Verifique sua conexão e tente de novo.',
    );
    // The question and both answers stay: the person may also answer the other way.
    expect(container.textContent).toContain(question);
    expect(button('Sim')).toBeDefined();
    await clickAndSettle(button('Tentar de novo'));
    expect(send.mock.calls).toEqual([['no'], ['no']]);
    expect(onWell).toHaveBeenCalledOnce();
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
