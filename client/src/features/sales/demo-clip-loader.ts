import { isMobile } from '../../shared/device.ts';

/**
 * Swaps the demo clip's still for the real thing when it nears the viewport (nothing below the fold loads
 * early): an animated image on touch and small screens, a muted looping video on desktop (spec §2).
 * Visitors who ask for reduced motion keep the still.
 */
export function loadDemoClip(): void {
  const box = document.querySelector<HTMLElement>('[data-demo-clip]');
  const still = box?.querySelector('img');
  if (!box || !still || !('IntersectionObserver' in window)) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      if (isMobile()) {
        const animation = new Image(still.width, still.height);
        animation.alt = still.alt;
        animation.decoding = 'async';
        animation.onload = () => {
          still.replaceWith(animation);
        };
        animation.src = box.dataset.animation ?? still.src;
      } else {
        const video = document.createElement('video');
        Object.assign(video, {
          muted: true,
          loop: true,
          autoplay: true,
          playsInline: true,
          poster: still.src,
        });
        video.width = still.width;
        video.height = still.height;
        video.setAttribute('aria-label', still.alt);
        video.src = box.dataset.loopVideo ?? '';
        still.replaceWith(video);
        void video.play().catch(() => undefined);
      }
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(box);
}
