import { AI_LIMITS, type ChatRequest, type ChatResponse } from '@detox/server/contracts/ai';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { isCheckInAnswer, isCrisisAnswer } from '../../shared/care/care-rules.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { useSendChatMessageMutation, useTestChatQuery } from '../../entities/guidance/ai-api.ts';
import { afterCheckIn, useCareCheckInAnswer } from '../../entities/guidance/care-check-in-api.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';
import { chatKeyAction, messageToSend } from './chat-keys.ts';
import { MessageBubble } from './chat-bubble.tsx';
import { type ChatMessage, chatHistory } from './chat-messages.ts';
import { mutedText, panelHeading, stack, textArea } from './panel-styles.ts';
import { detoxDayStrings } from './strings.ts';

const text = detoxDayStrings.chat;

/** The mentor's turn for an answer to `request`: the reply, the care card's words, the check-in, or the failure. */
function mentorTurn(
  id: string,
  request: ChatRequest,
  result: { data: ChatResponse } | { error: unknown },
): ChatMessage {
  if ('data' in result) {
    const { data } = result;
    if (isCheckInAnswer(data))
      return { id, type: 'mentor', content: '', timestamp: data.timestamp, checkIn: request };
    return {
      id,
      type: 'mentor',
      content: data.response,
      timestamp: data.timestamp,
      crisis: isCrisisAnswer(data),
    };
  }
  return {
    id,
    type: 'mentor',
    content: [text.failure, aiErrorMessage(result.error, '')].filter(Boolean).join(' '),
    timestamp: new Date().toISOString(),
  };
}

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
  const sendCheckInAnswer = useCareCheckInAnswer(dayNumber, 'chat');
  // With a care card (or a check-in, which may open one) the log grows to show all of it: no card cut in half
  // inside a scrolling box.
  const hasCareCard = messages.some((message) => message.crisis === true || message.checkIn !== undefined);

  useEffect(() => {
    // A care card or a check-in brings its own top into view when it appears (taller than the log on a phone).
    const last = messages.at(-1);
    if (last?.crisis === true || last?.checkIn !== undefined) return;
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
    const request: ChatRequest = { message, context: { dayNumber, history } };
    const reply = mentorTurn(placeholderId, request, await sendMessage(request));
    setMessages((before) => before.map((item) => (item.id === placeholderId ? reply : item)));
  };

  /** "Não, estou bem": the same message again, with the check-in answered; its answer takes the check-in's place. */
  const sendAgain = async (id: string, request: ChatRequest) => {
    const waiting: ChatMessage = {
      id,
      type: 'mentor',
      content: '',
      timestamp: new Date().toISOString(),
      isLoading: true,
    };
    setMessages((before) => before.map((item) => (item.id === id ? waiting : item)));
    // The question leaves the log: the focus stays in the log, whose live region announces the answer.
    log.current?.focus({ preventScroll: true });
    const reply = mentorTurn(id, request, await sendMessage(afterCheckIn(request)));
    setMessages((before) => before.map((item) => (item.id === id ? reply : item)));
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
            <MessageBubble
              key={message.id}
              message={message}
              checkIn={
                message.checkIn && {
                  send: sendCheckInAnswer,
                  onWell: () => {
                    if (message.checkIn) void sendAgain(message.id, message.checkIn);
                  },
                }
              }
            />
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
