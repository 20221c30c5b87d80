/**
 * Shows the phone's sticky quiz bar once the first call-to-action block has scrolled out of view, and hides
 * it again while the footer is on screen (so it never covers the footer links).
 */
export function revealStickyQuizBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-sticky-quiz-bar]');
  const firstCta = document.getElementById('comece-agora');
  const footer = document.querySelector('footer');
  if (bar === null || firstCta === null || !('IntersectionObserver' in window)) {
    bar?.setAttribute('data-shown', '');
    return;
  }
  let ctaPassed = false;
  let footerVisible = false;
  const update = () => {
    bar.toggleAttribute('data-shown', ctaPassed && !footerVisible);
  };
  // The root reaches far below the screen, so the block "leaves" only by going above it: a jump (anchor
  // link, restored scroll) from below the block to past it still counts as passing it.
  new IntersectionObserver(
    ([entry]) => {
      if (entry === undefined) return;
      ctaPassed = !entry.isIntersecting;
      update();
    },
    { rootMargin: '0px 0px 100000px 0px' },
  ).observe(firstCta);
  if (footer !== null) {
    new IntersectionObserver(([entry]) => {
      footerVisible = entry?.isIntersecting ?? false;
      update();
    }).observe(footer);
  }
}
