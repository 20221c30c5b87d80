import { describe, expect, it } from 'vitest';
import { type SalesPageEnv, safeExternalUrl, salesPageSettings } from './sales-page-settings.ts';

const valid: SalesPageEnv = {
  CHECKOUT_URL: 'https://pay.kirvano.com/detox21',
  UPSELL_CHECKOUT_URL: 'https://pay.kirvano.com/onda-genial',
  UPSELL_SCRIPT_URL: 'https://snippets.kirvano.com/upsell.js',
  UPSELL_OFFER_ID: 'onda-genial-47',
  META_PIXEL_ID: '123456789012345',
  GA_MEASUREMENT_ID: 'G-AB12CD34EF',
};

describe('safeExternalUrl', () => {
  it.each([
    ['https://pay.kirvano.com/x', true],
    ['http://localhost:5173/checkout', true],
    ['http://127.0.0.1:9999/c', true],
    ['http://pay.kirvano.com/x', false],
    ['javascript:alert(1)', false],
    ['https://user:secret@pay.kirvano.com/', false],
    ['/login', false],
    ['not a url', false],
  ])('%s → %s', (value, ok) => {
    expect(safeExternalUrl(value) !== undefined).toBe(ok);
  });
});

describe('salesPageSettings', () => {
  it('keeps every valid value and warns about nothing', () => {
    const settings = salesPageSettings(valid);
    expect(settings).toEqual({
      checkoutUrl: 'https://pay.kirvano.com/detox21',
      upsellCheckoutUrl: 'https://pay.kirvano.com/onda-genial',
      upsellScriptOrigin: 'https://snippets.kirvano.com',
      pageConfig: {
        metaPixelId: '123456789012345',
        gaMeasurementId: 'G-AB12CD34EF',
        upsellScript: { url: 'https://snippets.kirvano.com/upsell.js', offerId: 'onda-genial-47' },
      },
    });
  });

  it('loads no tracker when none is configured, and says the checkouts are missing', () => {
    const settings = salesPageSettings({});
    expect(settings.pageConfig).toEqual({});
    expect(settings.checkoutUrl).toBeUndefined();
    expect(settings.warning).toBe(
      'Páginas de vendas: CHECKOUT_URL não configurada, os botões de compra levam a /login; ' +
        'UPSELL_CHECKOUT_URL não configurada, o botão de aceite do Onda Genial leva a /login.',
    );
  });

  it.each<[string, SalesPageEnv, keyof SalesPageEnv]>([
    ['a checkout URL that is not https', { CHECKOUT_URL: 'http://pay.example.com' }, 'CHECKOUT_URL'],
    ['a checkout URL that is not a URL', { CHECKOUT_URL: 'pagamento.exemplo.com.br' }, 'CHECKOUT_URL'],
    [
      'an upsell checkout with a script scheme',
      { UPSELL_CHECKOUT_URL: 'javascript:void(0)' },
      'UPSELL_CHECKOUT_URL',
    ],
    ['a pixel id with letters', { META_PIXEL_ID: 'abc123' }, 'META_PIXEL_ID'],
    ['a pixel id that would break out of a string', { META_PIXEL_ID: "1');alert(1)//" }, 'META_PIXEL_ID'],
    ['a GA id of the old kind', { GA_MEASUREMENT_ID: 'UA-1234-1' }, 'GA_MEASUREMENT_ID'],
    [
      'an upsell script without offer id',
      { UPSELL_SCRIPT_URL: 'https://x.example/u.js', UPSELL_OFFER_ID: undefined },
      'UPSELL_SCRIPT_URL',
    ],
    [
      'an offer id without script',
      { UPSELL_SCRIPT_URL: undefined, UPSELL_OFFER_ID: 'abc-9' },
      'UPSELL_SCRIPT_URL',
    ],
    [
      'an offer id with markup',
      { UPSELL_SCRIPT_URL: 'https://x.example/u.js', UPSELL_OFFER_ID: '"><b>' },
      'UPSELL_SCRIPT_URL',
    ],
  ])('drops %s and names it in one warning line', (_case, env, variable) => {
    const settings = salesPageSettings({ ...valid, ...env });
    expect(settings.warning).toContain(variable);
    expect(settings.warning?.split('\n')).toHaveLength(1);
    const kept = JSON.stringify(settings);
    for (const value of Object.values(env)) if (value !== undefined) expect(kept).not.toContain(value);
  });
});
