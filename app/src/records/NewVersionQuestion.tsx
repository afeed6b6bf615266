import { useCallback, useId, useState } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@atelier/ui-kit';
import type { RecordView } from '@atelier/contracts';
import { useFieldNames } from './field-names.ts';
import type { RecordUi } from './kind.ts';
import { asksForVersion, canMakeNewVersion } from './note-versions.ts';

// The form of a kind with versioned notes (`versionedNotes`: a concept's) asks, when saving changed
// notes of a published record, whether they make a new version or overwrite the current one.

type VersionChoice = 'new' | 'overwrite';

/**
 * The versioning question of a record's form: `ask` answers the body's part (`versioning`, or
 * nothing when the question does not arise), or null when cancelled; `dialog` goes with the form.
 */
export function useNewVersionQuestion(ui: RecordUi, record: RecordView | undefined) {
  const [question, setQuestion] = useState<{ newAllowed: boolean; answer: (choice: VersionChoice | null) => void } | null>(null);
  const ask = useCallback(
    async (values: Record<string, unknown>): Promise<{ versioning?: boolean } | null> => {
      if (!asksForVersion(ui.kind, values, record)) return {};
      const newAllowed = canMakeNewVersion(ui.kind, values, record);
      const choice = await new Promise<VersionChoice | null>((resolve) => setQuestion({ newAllowed, answer: resolve }));
      return choice === null ? null : { versioning: choice === 'new' };
    },
    [ui, record],
  );
  const answer = (choice: VersionChoice | null) => {
    question?.answer(choice);
    setQuestion(null);
  };
  const dialog = ui.kind.versionedNotes ? (
    <NewVersionDialog ui={ui} isOpen={question !== null} newAllowed={question?.newAllowed ?? false} onAnswer={answer} />
  ) : null;
  return { ask, dialog };
}

interface NewVersionDialogProps {
  ui: RecordUi;
  isOpen: boolean;
  newAllowed: boolean;
  onAnswer: (choice: VersionChoice | null) => void;
}

/**
 * Saving changed notes of a published record: a new version of them (the current one kept), or
 * the current version overwritten. A new version needs a change note that says what changed.
 */
function NewVersionDialog({ ui, isOpen, newAllowed, onAnswer }: NewVersionDialogProps) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  // The kind's noun inside a sentence ("this published concept"), agreed with it in French.
  const noun = i18n._(ui.noun).toLocaleLowerCase(i18n.locale);
  const changeNote = useFieldNames(ui)(ui.kind.versionedNotes?.changeNote ?? '');
  const gender = ui.gender;
  return (
    <Dialog
      title={<Trans>New version or overwrite?</Trans>}
      role="alertdialog"
      isDismissable={false}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onAnswer(null);
      }}
      actions={
        <>
          <Button variant="secondary" onPress={() => onAnswer(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="secondary" onPress={() => onAnswer('overwrite')}>
            <Trans>Overwrite the current version</Trans>
          </Button>
          <Button isDisabled={!newAllowed} aria-describedby={newAllowed ? undefined : reasonId} onPress={() => onAnswer('new')}>
            <Trans>New version</Trans>
          </Button>
        </>
      }
    >
      <p>
        {t({
          message: select(gender, {
            masculine: `The notes of this published ${noun} changed. A new version keeps the current one as it is, to be compared later; overwriting replaces the current version’s notes.`,
            feminine: `The notes of this published ${noun} changed. A new version keeps the current one as it is, to be compared later; overwriting replaces the current version’s notes.`,
            other: `The notes of this published ${noun} changed. A new version keeps the current one as it is, to be compared later; overwriting replaces the current version’s notes.`,
          }),
        })}
      </p>
      {!newAllowed && (
        <p id={reasonId} className="mt-3 font-semibold">
          <Trans>
            A new version needs a change note in the first language that says what changed, different from the current version’s: write it in
            “{changeNote}” first.
          </Trans>
        </p>
      )}
    </Dialog>
  );
}
