import { CareCard } from '../../shared/care/care-card.tsx';
import { type CareCheckInAnswer, CareCheckIn } from '../../shared/care/care-check-in.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { type ChatMessage, chatTime } from './chat-messages.ts';
import { detoxDayStrings } from './strings.ts';

const text = detoxDayStrings.chat;

function Sender({ message }: { message: ChatMessage }) {
  return (
    <span
      css={(theme) => ({
        display: 'block',
        fontSize: theme.fontSizes.sm,
        fontWeight: 600,
        opacity: 0.9,
      })}
    >
      {message.type === 'user' ? text.you : text.mentor} ·{' '}
      <time dateTime={message.timestamp}>{chatTime(message.timestamp)}</time>
    </span>
  );
}

/**
 * One turn of the conversation. A mentor's answer to a crisis (`source.safety` 'crisis') is its reviewed words,
 * then the care card with the numbers to call, the whole width of the log. The words matter on their own when the
 * person wrote about someone else at risk (decision 0019): what to do now is in them, not in the card.
 */
export function MessageBubble({
  message,
  checkIn,
}: {
  message: ChatMessage;
  /** For a check-in turn: records the answer, and sends the message again after "Não, estou bem". */
  checkIn?: { send: (answer: CareCheckInAnswer) => Promise<boolean>; onWell: () => void };
}) {
  const mine = message.type === 'user';
  if (!mine && message.checkIn && checkIn) {
    // The mentor asks before answering (issue 31): the question, the log's full width, as the care card.
    return (
      <li css={(theme) => ({ display: 'grid', gap: theme.space.xs, minWidth: 0 })}>
        <Sender message={message} />
        <CareCheckIn send={checkIn.send} onWell={checkIn.onWell} headingLevel={4} />
      </li>
    );
  }
  if (!mine && message.crisis && !message.isLoading) {
    return (
      <li css={(theme) => ({ display: 'grid', gap: theme.space.xs, minWidth: 0 })}>
        <Sender message={message} />
        <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</p>
        <CareCard headingLevel={4} />
      </li>
    );
  }
  return (
    <li
      css={(theme) => ({
        justifySelf: mine ? 'end' : 'start',
        maxWidth: '92%',
        padding: `${theme.space.sm} ${theme.space.md}`,
        borderRadius: theme.radii.md,
        background: mine ? theme.colors.primary : theme.colors.surface,
        color: mine ? theme.colors.onPrimary : theme.colors.text,
        border: mine ? 'none' : `1px solid ${theme.colors.border}`,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      })}
    >
      <Sender message={message} />
      {message.isLoading ? (
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontStyle: 'italic' }}>
          <Spinner label={text.thinking} size={16} />
          <span aria-hidden="true">{text.thinking}</span>
        </span>
      ) : (
        message.content
      )}
    </li>
  );
}
