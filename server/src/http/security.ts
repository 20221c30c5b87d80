import { secureHeaders } from 'hono/secure-headers';

export interface ThirdParties {
  metaPixelId?: string | undefined;
  gaMeasurementId?: string | undefined;
  upsellCheckoutOrigin?: string | undefined;
}

/** Content-Security-Policy: our own origin only, plus exactly the third parties that are configured. */
export function contentSecurityPolicy(thirdParties: ThirdParties) {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const images = ["'self'", 'data:', 'blob:'];
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
  if (thirdParties.upsellCheckoutOrigin) {
    scripts.push(thirdParties.upsellCheckoutOrigin);
    connect.push(thirdParties.upsellCheckoutOrigin);
  }
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: scripts,
      connectSrc: connect,
      imgSrc: images,
      styleSrc: ["'self'", "'unsafe-inline'"],
      mediaSrc: ["'self'", 'blob:'],
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
