import { useState } from 'react';
import { isApiError } from '../../shared/api/api-response.ts';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { TextField } from '../../shared/text-field.tsx';
import { webhookTestStrings as text } from './strings.ts';
import {
  defaultForm,
  formFromPayload,
  type PayloadContext,
  parseAmount,
  parseEditedJson,
  payloadFromForm,
  WEBHOOK_DEFAULTS,
  type WebhookForm,
  webhookPresets,
} from './webhook-form.ts';
import { type RunState, WebhookResult } from './webhook-result.tsx';
import { useRunTestWebhookMutation } from './webhook-test-api.ts';
import { Row } from '../../shared/row.tsx';

const fieldOrder: (keyof WebhookForm)[] = [
  'event',
  'status',
  'productId',
  'amount',
  'customerEmail',
  'customerName',
];

function newContext(): PayloadContext {
  const id = Math.random().toString(36).slice(2, 10).toUpperCase();
  return {
    transactionId: `TESTE-${id}`,
    subscriptionId: `ASSINATURA-${id}`,
    expiresAt: new Date(Date.now() + WEBHOOK_DEFAULTS.expiryDays * 86_400_000).toISOString(),
  };
}

/** `/admin/webhook-test` (admins only): simulate a Kirvano notification through the real pipeline. */
export function WebhookTestPage() {
  // One sale per visit, so 'Cancelado' after 'Aprovado' cancels that same sale.
  const [context] = useState(newContext);
  const [form, setForm] = useState<WebhookForm>(defaultForm);
  const [json, setJson] = useState(() => JSON.stringify(payloadFromForm(defaultForm(), context), null, 2));
  const [run, setRun] = useState<RunState>({ state: 'idle' });
  const [runTest] = useRunTestWebhookMutation();
  const edited = parseEditedJson(json);
  const amountValid = parseAmount(form.amount) !== null;

  const updateForm = (next: WebhookForm) => {
    setForm(next);
    setJson(JSON.stringify(payloadFromForm(next, context), null, 2));
  };

  const execute = async () => {
    setRun({ state: 'testing' });
    const body = edited ?? { ...payloadFromForm(form, context) };
    try {
      setRun({ state: 'success', result: await runTest(body).unwrap() });
    } catch (error) {
      setRun({ state: 'error', message: isApiError(error) ? error.message : String(error) });
    }
  };

  return (
    <PageShell title={text.title}>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <Card css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
        <div>
          <h2 css={(theme) => ({ fontSize: theme.fontSizes.lg })}>{text.presetsHeading}</h2>
          <Row>
            {webhookPresets.map((preset) => (
              <Button
                key={preset.id}
                variant="secondary"
                onClick={() => {
                  updateForm({ ...form, event: preset.event, status: preset.status });
                }}
              >
                {text.presets[preset.id]}
              </Button>
            ))}
          </Row>
        </div>
        <div
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.md,
            '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' },
          })}
        >
          {fieldOrder.map((field) => (
            <TextField
              key={field}
              label={text.fields[field]}
              type={field === 'customerEmail' ? 'email' : 'text'}
              inputMode={field === 'amount' ? 'decimal' : undefined}
              value={form[field]}
              onChange={(event) => {
                updateForm({ ...form, [field]: event.target.value });
              }}
            />
          ))}
        </div>
        {!amountValid && <InlineAlert>{text.amountInvalid}</InlineAlert>}
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
          <label htmlFor="webhook-json" css={{ fontWeight: 600 }}>
            {text.jsonLabel}
          </label>
          <textarea
            id="webhook-json"
            rows={14}
            spellCheck={false}
            value={json}
            onChange={(event) => {
              setJson(event.target.value);
              const parsed = parseEditedJson(event.target.value);
              if (parsed) setForm(formFromPayload(parsed, form));
            }}
            css={(theme) => ({
              fontFamily: theme.fonts.mono,
              fontSize: theme.fontSizes.sm,
              padding: theme.space.sm,
              borderRadius: theme.radii.md,
              border: `2px solid ${theme.colors.controlBorder}`,
              width: '100%',
            })}
          />
          {!edited && <InlineAlert tone="info">{text.jsonInvalid}</InlineAlert>}
        </div>
        <Button onClick={() => void execute()} disabled={run.state === 'testing'}>
          {run.state === 'testing' ? text.running : text.run}
        </Button>
        <WebhookResult run={run} />
      </Card>
    </PageShell>
  );
}
