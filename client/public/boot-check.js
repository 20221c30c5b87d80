// Boot load check (spec §4 "Other", §8 "Boot failures"). Plain script, no modules: it must run even when
// the app bundle cannot. Served from /boot-check.js because the CSP forbids inline scripts.
// Its texts (spec §8, verbatim) live here because this file cannot import modules.
(() => {
  const TEXT = {
    loadFailed:
      'A aplicação não conseguiu carregar corretamente. Isso pode ser devido a problemas de conectividade ou compatibilidade do navegador.',
    mobileLoadError: 'Erro ao carregar. Verifique sua conexão.',
    retry: 'Tentar Novamente',
  };
  const FIRST_CHECK_MS = 1000;
  const FAST_POLL_MS = 500;
  const FAST_TRIES = 10;
  const SLOW_POLL_MS = 1000;
  const MAX_TRIES = 20;
  const MOBILE_BLANK_AFTER_ERROR_MS = 3000;

  let tries = 0;
  let shown = false;
  let blankTimer = 0;

  const root = () => document.getElementById('root');
  // main.tsx and app/start.tsx render their own boot failure screens with this attribute; they count as "handled".
  const handled = () => document.querySelector('[data-boot-failure]') !== null;
  const loaded = () => {
    const el = root();
    return el !== null && el.childElementCount > 0;
  };

  const isMobile = () =>
    'ontouchstart' in window ||
    navigator.maxTouchPoints > 0 ||
    window.innerWidth <= 768 ||
    /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(navigator.userAgent);

  function show(message) {
    if (shown || handled()) return;
    shown = true;
    const panel = document.createElement('div');
    panel.setAttribute('data-boot-failure', 'boot-check');
    panel.setAttribute('role', 'alert');
    panel.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;display:flex;flex-direction:column;align-items:center;' +
      'justify-content:center;gap:16px;padding:24px;background:#faf7f2;color:#1d2b2a;text-align:center;' +
      'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';
    const text = document.createElement('p');
    text.style.cssText = 'margin:0;max-width:32rem';
    text.textContent = message;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = TEXT.retry;
    button.style.cssText =
      'min-height:48px;padding:0 24px;border:0;border-radius:12px;background:#0b5e57;color:#fff;' +
      'font:600 16px system-ui,sans-serif;cursor:pointer';
    button.addEventListener('click', () => window.location.reload());
    panel.append(text, button);
    document.body.append(panel);
    button.focus();

    // If the app still manages to render (slow network), take the warning away again.
    const el = root();
    if (el && 'MutationObserver' in window) {
      const observer = new MutationObserver(() => {
        if (loaded()) {
          observer.disconnect();
          panel.remove();
        }
      });
      observer.observe(el, { childList: true });
    }
  }

  function check() {
    if (loaded() || handled()) return;
    tries += 1;
    if (tries >= MAX_TRIES) {
      show(TEXT.loadFailed);
      return;
    }
    window.setTimeout(check, tries < FAST_TRIES ? FAST_POLL_MS : SLOW_POLL_MS);
  }

  // Capture phase so failed <script>/<link> loads (which do not bubble) are seen too.
  window.addEventListener(
    'error',
    () => {
      if (!isMobile() || blankTimer) return;
      blankTimer = window.setTimeout(() => {
        if (!loaded()) show(TEXT.mobileLoadError);
      }, MOBILE_BLANK_AFTER_ERROR_MS);
    },
    true,
  );

  window.setTimeout(check, FIRST_CHECK_MS);
})();
