import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@atelier/ui-kit';
import { downloadAndSave, type SavedFile } from '../lib/save-file.ts';
import { ExportButton } from '../records/ExportButton.tsx';
import { codeListUi, type ListUi } from './kinds.ts';

/** The SDMX syntaxes a list is exported in, by the media type the API answers them with. */
const FORMATS = {
  'sdmx-ml': 'application/vnd.sdmx.structure+xml;version=3.0.0',
  'sdmx-json': 'application/vnd.sdmx.structure+json;version=2.0.0',
} as const;
type Format = keyof typeof FORMATS;

/** `GET /codeList[/partial]/{id}` asking for SDMX: the list as a structure message, saved under the server's file name. */
export function exportCodeList(ui: ListUi, id: string, format: Format): Promise<SavedFile> {
  return downloadAndSave(`${ui.kind.paths.item}/${encodeURIComponent(id)}`, { accept: FORMATS[format] });
}

/**
 * "Export" on a list's page: the list as an SDMX 3.0 structure message, in SDMX-ML or SDMX-JSON,
 * for other statistical organisations' tools (a partial list as an extension of its parent).
 */
export function CodeListExportButton({ ui, id }: { ui: ListUi; id: string }) {
  const { t } = useLingui();
  const [format, setFormat] = useState<Format>('sdmx-ml');
  const complete = ui === codeListUi;
  return (
    <ExportButton
      title={complete ? t`Export the code list` : t`Export the partial list`}
      description={
        complete ? (
          <Trans>The list is saved as an SDMX 3.0 structure message, with its codes and their hierarchy.</Trans>
        ) : (
          <Trans>The list is saved as an SDMX 3.0 structure message: the codes it keeps from its parent list.</Trans>
        )
      }
      choice={format}
      run={(chosen) => exportCodeList(ui, id, chosen)}
      failed={<Trans>The list could not be exported.</Trans>}
      onClose={() => setFormat('sdmx-ml')}
    >
      <RadioGroup label={t`Format`} value={format} onChange={(next) => setFormat(next === 'sdmx-json' ? 'sdmx-json' : 'sdmx-ml')}>
        <Radio value="sdmx-ml" label={t`SDMX-ML 3.0 (.xml)`} />
        <Radio value="sdmx-json" label={t`SDMX-JSON 2.0 (.json)`} />
      </RadioGroup>
    </ExportButton>
  );
}
