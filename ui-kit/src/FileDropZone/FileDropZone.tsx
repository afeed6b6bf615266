import { useId, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FileText, Upload } from 'lucide-react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { buttonStyles } from '../Button/Button.tsx';
import { FieldLabel, useStandaloneHelp, type StandaloneFieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { fieldStyles } from '../Field/field-styles.ts';
import { isValidFileName } from './file-name.ts';
import { useFileSizeFormat } from './file-size.ts';

export interface FileDropZoneProps extends StandaloneFieldProps {
  /** The chosen file, or null. */
  value?: File | null;
  defaultValue?: File | null;
  /** Called with a file whose name is valid, or null when the person removes it. */
  onChange?: (file: File | null) => void;
  /** Accepted MIME types, for example `['application/pdf']`. */
  acceptedFileTypes?: string[];
  /**
   * The host's own checks of a dropped or chosen file (its name, type, size): the reason it is
   * refused, or null to take it. Replaces the default check of the file name.
   */
  validate?: (file: File) => ReactNode;
  /** Forwarded to the "Choose a file" button (react-hook-form focuses it on error). */
  ref?: Ref<HTMLButtonElement>;
}

/** One file, dropped on the zone or chosen with the button (Enter or Space opens the system picker). */
export function FileDropZone({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  acceptedFileTypes,
  validate,
  isInvalid,
  isRequired,
  isDisabled,
  ref,
  className,
  id,
  name,
}: FileDropZoneProps) {
  const { t } = useLingui();
  const fieldId = useFieldId(name, id);
  const labelId = useId();
  const buttonId = useId();
  const [file, setFile] = useControlledState<File | null>(value, defaultValue ?? null, onChange);
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const [isDropTarget, setIsDropTarget] = useState(false);
  // What just happened to a dropped or chosen file, for screen readers: the picker gives no feedback.
  const [news, setNews] = useState('');

  const defaultCheck = ({ name: refusedName }: File) =>
    isValidFileName(refusedName)
      ? null
      : t`The file name “${refusedName}” is not accepted: use letters without accents, digits, dashes (-) and underscores (_), then an extension, for example quality-report_2024.pdf.`;
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const fileName = chosen.name;
    const refused = (validate ?? defaultCheck)(chosen);
    if (refused != null && refused !== false && refused !== '') {
      setRefusal(refused);
      // The reason, when it is words, is announced with the refusal.
      setNews([t`The file ${fileName} was not taken.`, typeof refused === 'string' ? refused : ''].join(' ').trim());
      return;
    }
    setRefusal(null);
    setFile(chosen);
    setNews(t`Chosen file: ${fileName}`);
  };
  // Dropping is for the mouse; the button is the way for everyone else. react-aria's DropZone would
  // add a second, unnamed tab stop for keyboard drag and drop, which a file picker makes useless.
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    if (isDisabled || event.dataTransfer.items[0]?.kind !== 'file') return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDropTarget(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDropTarget(false);
    if (!isDisabled) choose(event.dataTransfer.files[0]);
  };

  const error = refusal !== null ? refusal : isInvalid ? errorMessage : undefined;
  const { describedBy, help } = useStandaloneHelp(description, error);
  const formatSize = useFileSizeFormat();

  return (
    <div className={fieldStyles({ className })}>
      <FieldLabel elementType="span" id={labelId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a mouse-only shortcut; the button inside is the way for the keyboard */}
      <div
        onDragOver={dragOver}
        onDragLeave={() => setIsDropTarget(false)}
        onDrop={drop}
        className={[
          'flex flex-wrap items-center gap-3 rounded-card border-2 border-dashed p-4',
          isDropTarget
            ? 'border-primary bg-primary-soft forced-colors:border-[Highlight]'
            : error
              ? 'border-danger bg-surface forced-colors:border-[Mark]'
              : 'border-line-strong bg-surface-subtle forced-colors:border-[ButtonBorder]',
        ].join(' ')}
      >
        <Upload aria-hidden="true" className="size-6 shrink-0 text-ink-muted forced-colors:text-[CanvasText]" />
        <span className="text-ink-muted forced-colors:text-[CanvasText]">{t`Drop a file here, or`}</span>
        <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => choose(files?.[0])}>
          <AriaButton
            ref={ref}
            id={fieldId ?? buttonId}
            isDisabled={isDisabled}
            aria-labelledby={`${labelId} ${fieldId ?? buttonId}`}
            aria-describedby={describedBy}
            className={(state) => buttonStyles({ ...state, variant: 'secondary', size: 'sm' })}
          >
            {t`Choose a file`}
          </AriaButton>
        </FileTrigger>
      </div>
      {file && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          <span className="font-semibold">{t`Chosen file:`}</span>
          <span className="min-w-0 break-all">{file.name}</span>
          <span className="text-ink-muted">({formatSize(file.size)})</span>
          {!isDisabled && (
            <AriaButton
              onPress={() => {
                setFile(null);
                setNews(t`The file was removed.`);
              }}
              className={(state) => buttonStyles({ ...state, variant: 'quiet', size: 'sm' })}
            >
              {t`Remove the file`}
            </AriaButton>
          )}
        </p>
      )}
      {help}
      <p role="status" className="sr-only">
        {news}
      </p>
    </div>
  );
}
