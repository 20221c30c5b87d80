// Light/dark choice before the first paint (no flash of the wrong palette). Plain script, loaded blocking
// from <head>: the CSP forbids inline scripts. The key and values are those of
// src/shared/color-scheme/theme-choice.ts ('auto' = follow the system, nothing stored).
(() => {
  try {
    const choice = localStorage.getItem('detox21.theme');
    if (choice !== 'light' && choice !== 'dark') return;
    document.documentElement.setAttribute('data-theme', choice);
    const colour = choice === 'dark' ? '#121918' : '#0b5e57';
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.content = colour;
  } catch {
    // No storage (private mode, blocked): the system setting decides.
  }
})();
