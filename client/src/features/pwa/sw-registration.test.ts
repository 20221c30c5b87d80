import { describe, expect, it, vi } from 'vitest';
import {
  applyUpdate,
  reloadOnNewController,
  waitingWorker,
  watchForWaitingWorker,
} from './sw-registration.ts';

type Handler = () => void;

/** A registration whose next worker installs when the test says so. */
function fakeRegistration(waiting: ServiceWorker | null = null) {
  const handlers: Record<string, Handler[]> = {};
  const workerHandlers: Handler[] = [];
  const installing = {
    state: 'installing',
    addEventListener: (_type: string, handler: Handler) => workerHandlers.push(handler),
  };
  const registration = {
    waiting,
    installing: null as unknown,
    addEventListener: (type: string, handler: Handler) => {
      (handlers[type] ??= []).push(handler);
    },
  };
  return {
    registration: registration as unknown as ServiceWorkerRegistration,
    /** An update is found and finishes installing: it now waits. */
    install(worker: ServiceWorker) {
      registration.installing = installing;
      for (const handler of handlers.updatefound ?? []) handler();
      installing.state = 'installed';
      registration.waiting = worker;
      for (const handler of workerHandlers) handler();
    },
  };
}

const postMessage = vi.fn();
const worker = (name: string) => ({ name, postMessage }) as unknown as ServiceWorker;
const controlled = { controller: worker('active') };
const uncontrolled = { controller: null };

describe('the update prompt’s registration watch', () => {
  it('offers a version already waiting when the page loads', () => {
    const next = worker('next');
    const onWaiting = vi.fn();
    watchForWaitingWorker(fakeRegistration(next).registration, controlled, onWaiting);
    expect(onWaiting).toHaveBeenCalledWith(next);
  });

  it('offers a version that finishes installing later', () => {
    const fake = fakeRegistration();
    const onWaiting = vi.fn();
    watchForWaitingWorker(fake.registration, controlled, onWaiting);
    expect(onWaiting).not.toHaveBeenCalled();
    const next = worker('next');
    fake.install(next);
    expect(onWaiting).toHaveBeenCalledWith(next);
  });

  it('never prompts on the first install (no controller yet)', () => {
    const fake = fakeRegistration();
    const onWaiting = vi.fn();
    watchForWaitingWorker(fake.registration, uncontrolled, onWaiting);
    fake.install(worker('first'));
    expect(onWaiting).not.toHaveBeenCalled();
  });
});

describe('applying an update', () => {
  it('sends SKIP_WAITING to the waiting version and hides the prompt', () => {
    const next = worker('next');
    applyUpdate(next);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(waitingWorker()).toBeNull();
  });
});

/** A container whose controller changes when the test says so. */
function fakeContainer(controller: ServiceWorker | null) {
  const handlers: Handler[] = [];
  return {
    container: {
      controller,
      addEventListener: (type: string, handler: Handler) => {
        if (type === 'controllerchange') handlers.push(handler);
      },
    } as unknown as ServiceWorkerContainer,
    takeControl: () => {
      for (const handler of handlers) handler();
    },
  };
}

describe('reloading when a new version takes control', () => {
  it('never reloads on the first install', () => {
    const fake = fakeContainer(null);
    const reload = vi.fn();
    reloadOnNewController(fake.container, reload);
    fake.takeControl();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a page an older version controlled, once', () => {
    const fake = fakeContainer(worker('old'));
    const reload = vi.fn();
    reloadOnNewController(fake.container, reload);
    fake.takeControl();
    fake.takeControl();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
