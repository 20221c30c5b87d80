import { secureHeaders } from 'hono/secure-headers';

export interface ThirdParties {
  metaPixelId?: string | undefined;
  gaMeasurementId?: string | undefined;
  /** Origin of the one-click upsell checkout script (UPSELL_SCRIPT_URL). */
  upsellScriptOrigin?: string | undefined;
}

/**
 * Content-Security-Policy: our own origin only, plus exactly the third parties that are configured (and
 * valid: pass the values checked by salesPageSettings, never the raw config).
 */
export function contentSecurityPolicy(thirdParties: ThirdParties) {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const images = ["'self'", 'data:', 'blob:'];
  const frames = ["'self'"];
  if (thirdParties.metaPixelId) {
    scripts.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com');
    images.push('https://www.facebook.com');
  }
  if (thirdParties.gaMeasurementId) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
    images.push('https://*.google-analytics.com');
  }
  if (thirdParties.upsellScriptOrigin) {
    // A one-click upsell widget talks to its origin and usually shows its form in a frame.
    scripts.push(thirdParties.upsellScriptOrigin);
    connect.push(thirdParties.upsellScriptOrigin);
    frames.push(thirdParties.upsellScriptOrigin);
  }
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: scripts,
      connectSrc: connect,
      imgSrc: images,
      styleSrc: ["'self'", "'unsafe-inline'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: frames,
      fontSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
