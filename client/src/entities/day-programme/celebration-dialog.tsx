import { useNavigate } from 'react-router-dom';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { ModalDialog } from '../../shared/modal-dialog.tsx';
import { LeafIcon, TrophyIcon } from '../../shared/status-icons.tsx';
import { isLastDay } from '../../entities/progress/day-rules.ts';
import { dayProgrammeStrings } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const text = dayProgrammeStrings.celebration;

/** The day-complete celebration, with its last-day variant (spec §2). */
export function CelebrationDialog({
  open,
  dayNumber,
  onClose,
}: {
  open: boolean;
  dayNumber: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const last = isLastDay(dayNumber);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={last ? text.lastTitle : fillTemplate(text.title, { n: dayNumber })}
      closeLabel={text.close}
    >
      <p
        css={(theme) => ({
          display: 'flex',
          justifyContent: 'center',
          margin: 0,
          color: theme.colors.primary,
        })}
      >
        {last ? <TrophyIcon /> : <LeafIcon />}
      </p>
      <p css={{ textAlign: 'center' }}>
        {last ? text.lastBody : fillTemplate(text.body, { next: dayNumber + 1 })}
      </p>
      <Row justify="center">
        <Button
          onClick={() => {
            // /app shows the completion screen by itself once the journey is complete.
            void navigate('/app');
          }}
        >
          {last ? text.toCompletion : text.toDashboard}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      </Row>
    </ModalDialog>
  );
}
