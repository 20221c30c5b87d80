import { Button } from '../../shared/button.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { saveAsFile } from '../../shared/save-as-file.ts';
import { useExportMyDataMutation } from '../../entities/settings/settings-api.ts';
import { Section } from './section.tsx';
import { settingsStrings as text } from './strings.ts';

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
