import { Button } from '../../shared/button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { appStrings } from '../strings.ts';
import { canShare, type ErrorReport, shareErrorReport } from './error-details.ts';
import { ErrorTextBlock } from './error-text-block.tsx';

const text = appStrings.fatalError;

/** Fatal error page for phones: everything support needs, and a way to send it (spec §2). */
export function MobileErrorPage({ report }: { report: ErrorReport }) {
  return (
    <PageShell title={text.title}>
      <h1>{text.title}</h1>
      <p>{text.mobileIntro}</p>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.md, marginTop: theme.space.lg })}>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          {text.reload}
        </Button>
        <Button variant="secondary" onClick={() => void shareErrorReport(report)}>
          {canShare() ? text.shareDetails : text.copyDetails}
        </Button>
      </div>
      <ErrorTextBlock heading={text.messageHeading} text={report.message} />
      <ErrorTextBlock heading={text.stackHeading} text={report.stack ?? text.unavailable} />
      <ErrorTextBlock
        heading={text.componentStackHeading}
        text={(report.componentStack?.trim() ?? '') || text.unavailable}
      />
    </PageShell>
  );
}
