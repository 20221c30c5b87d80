// Mobile detection (spec §9): touch, width at most 768 px, or a mobile user agent.
const MOBILE_MAX_WIDTH_PX = 768;

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export interface DeviceTraits {
  hasTouch: boolean;
  viewportWidth: number;
  userAgent: string;
}

export function isMobileDevice({ hasTouch, viewportWidth, userAgent }: DeviceTraits): boolean {
  return hasTouch || viewportWidth <= MOBILE_MAX_WIDTH_PX || MOBILE_USER_AGENT.test(userAgent);
}

function readDeviceTraits(): DeviceTraits {
  return {
    hasTouch: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
    viewportWidth: window.innerWidth,
    userAgent: navigator.userAgent,
  };
}

export function isMobile(): boolean {
  return typeof window !== 'undefined' && isMobileDevice(readDeviceTraits());
}
