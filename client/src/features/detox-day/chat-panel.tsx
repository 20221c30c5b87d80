import { AI_LIMITS } from '@detox/server/contracts/ai';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { isCrisisAnswer } from '../../shared/care/care-rules.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { useSendChatMessageMutation, useTestChatQuery } from '../../entities/guidance/ai-api.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { chatKeyAction, messageToSend } from './chat-keys.ts';
import { MessageBubble } from './chat-bubble.tsx';
import { type ChatMessage, chatHistory } from './chat-messages.ts';
import { mutedText, panelHeading, stack, textArea } from './panel-styles.ts';
import { detoxDayStrings } from './strings.ts';

const text = detoxDayStrings.chat;

function Conversation({ dayNumber }: { dayNumber: number }) {
  const inputId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    {
      id: 'welcome',
      type: 'mentor',
      content: fillTemplate(text.welcome, { n: dayNumber }),
      timestamp: new Date().toISOString(),
    },
  ]);
  const [draft, setDraft] = useState('');
  const [sendMessage, sending] = useSendChatMessageMutation();
  const log = useRef<HTMLDivElement>(null);
  // With a care card the log grows to show all of it: no card cut in half inside a scrolling box.
  const hasCareCard = messages.some((message) => message.crisis);

  useEffect(() => {
    // A care card brings its own top into view when it appears (it is taller than the log on a phone).
    if (messages.at(-1)?.crisis) return;
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages]);

  const send = async () => {
    const message = messageToSend(draft, sending.isLoading);
    if (message === null) return;
    const history = chatHistory(messages.slice(1), AI_LIMITS.chatHistory);
    const placeholderId = newActionKey();
    const now = new Date().toISOString();
    setDraft('');
    setMessages((before) => [
      ...before,
      { id: newActionKey(), type: 'user', content: message, timestamp: now },
      { id: placeholderId, type: 'mentor', content: '', timestamp: now, isLoading: true },
    ]);
    const result = await sendMessage({ message, context: { dayNumber, history } });
    const reply: ChatMessage =
      'data' in result && result.data
        ? {
            id: placeholderId,
            type: 'mentor',
            content: result.data.response,
            timestamp: result.data.timestamp,
            crisis: isCrisisAnswer(result.data),
          }
        : {
            id: placeholderId,
            type: 'mentor',
            content: [text.failure, aiErrorMessage(result.error, '')].filter(Boolean).join(' '),
            timestamp: new Date().toISOString(),
          };
    setMessages((before) => before.map((item) => (item.id === placeholderId ? reply : item)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      chatKeyAction({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      }) === 'send'
    ) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div css={stack}>
      <div
        ref={log}
        role="log"
        aria-label={text.log}
        aria-live="polite"
        tabIndex={0}
        css={(theme) => ({
          padding: theme.space.md,
          [theme.breakpoints.mobile]: hasCareCard ? { padding: theme.space.sm } : {},
          height: hasCareCard ? 'auto' : '24rem',
          maxHeight: hasCareCard ? 'none' : '60vh',
          overflowY: 'auto',
          borderRadius: theme.radii.md,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
        })}
      >
        <ol
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            alignContent: 'start',
            gap: theme.space.sm,
          })}
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
      >
        <label htmlFor={inputId} css={{ fontWeight: 600 }}>
          {text.label}
        </label>
        <textarea
          id={inputId}
          value={draft}
          rows={2}
          maxLength={AI_LIMITS.chatMessageChars}
          placeholder={text.placeholder}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          css={(theme) => [textArea(theme), { minHeight: 64 }]}
        />
        <div>
          <Button type="submit" disabled={sending.isLoading || draft.trim() === ''}>
            {text.send}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The mentor chat 'Sua Orientação Espiritual' (spec §2, §4): tested on open, unavailable card when it fails. */
export function ChatPanel({ dayNumber }: { dayNumber: number }) {
  const headingId = useId();
  const test = useTestChatQuery(undefined);
  return (
    <section aria-labelledby={headingId} css={stack}>
      <h3 id={headingId} css={panelHeading}>
        {text.heading}
      </h3>
      <p css={mutedText}>{text.intro}</p>
      {test.isLoading ? (
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
          <Spinner label={text.checking} size={24} />
          <span aria-hidden="true" css={mutedText}>
            {text.checking}
          </span>
        </div>
      ) : test.isError ? (
        <div
          role="alert"
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.sm,
            padding: theme.space.md,
            borderRadius: theme.radii.md,
            border: `1px solid ${theme.colors.border}`,
            background: theme.colors.background,
          })}
        >
          <strong>{text.unavailableTitle}</strong>
          <p css={{ margin: 0 }}>{text.unavailableBody}</p>
          <p css={mutedText}>{aiErrorMessage(test.error, text.unavailableFallback)}</p>
          <div>
            <Button variant="secondary" disabled={test.isFetching} onClick={() => void test.refetch()}>
              {text.retry}
            </Button>
          </div>
        </div>
      ) : (
        <Conversation dayNumber={dayNumber} />
      )}
    </section>
  );
}
