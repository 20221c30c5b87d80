import { Button } from '../../shared/button.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { useExportMyDataMutation } from './settings-api.ts';
import { Section } from './section.tsx';
import { settingsStrings as text } from './strings.ts';

function saveAsFile(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** LGPD art. 18: a copy of everything we keep about the user, as a JSON file. */
export function DataSection() {
  const [exportMyData, exporting] = useExportMyDataMutation();
  return (
    <Section heading={text.data.heading}>
      <p>{text.data.text}</p>
      <Button
        variant="secondary"
        disabled={exporting.isLoading}
        onClick={() => {
          void exportMyData(undefined)
            .unwrap()
            .then((data) => {
              saveAsFile(data, text.data.fileName);
            })
            .catch(() => undefined);
        }}
      >
        {exporting.isLoading ? text.data.downloading : text.data.download}
      </Button>
      {exporting.isError && (
        <div css={(theme) => ({ marginTop: theme.space.sm })}>
          <InlineAlert>{text.data.failed}</InlineAlert>
        </div>
      )}
    </Section>
  );
}
