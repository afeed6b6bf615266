import { useMemo } from 'react';
import { z } from 'zod';
import { useLingui } from '@lingui/react/macro';
import { useFormMessages } from '@atelier/ui-kit';
import type { Field } from '@atelier/contracts';
import { editableFields, entryFields, toBodyValue, type FormValues } from './form-values.ts';
import { useFieldNames } from './field-names.ts';
import { useIssueWords } from './issue-words.ts';
import type { RecordUi } from './kind.ts';
import { usePartNames } from './part-names.ts';
import { useRequiredFields } from './required-fields.ts';
import { ownershipOf, useStewardshipSchema } from './StewardshipFields.tsx';

// A form's validation, derived from the kind's declaration: each value, turned into what the API
// takes, is checked by the field's own contract schema; its issues are told in the interface's
// language, naming the field. The server checks the same schemas again.

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A form value as the API takes it, for the contract's check: texts trimmed. */
const asBody = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * The issue to tell: of a union (a value, or '' that the API refuses with a code of its own), the
 * first issue of its first alternative, the field's own schema.
 */
function telling(issue: z.core.$ZodIssue | undefined): z.core.$ZodIssue | undefined {
  if (issue?.code === 'invalid_union') return telling(issue.errors[0]?.[0]) ?? issue;
  return issue;
}

/**
 * The zod fields of a kind's form: its editable fields (immutable ones on creation only; required as
 * declared or as the deployment makes them), the identifier when its author chooses it, and owners,
 * contributors and dissemination status.
 */
export function useRecordSchemaFields(ui: RecordUi, { creating }: { creating: boolean }) {
  const names = useFieldNames(ui);
  const { required } = useFormMessages();
  const words = useIssueWords();
  const isRequired = useRequiredFields(ui);
  const partNames = usePartNames(ui);
  const stewardship = useStewardshipSchema(ownershipOf(ui.kind), { published: ui.kind.publication !== false });
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const shape: Record<string, z.ZodType> = {};
    const check = (name: string, field: Pick<Field, 'input'>) =>
      z.unknown().superRefine((value, context) => {
        const label = names(name);
        if (isEmpty(value)) {
          if (isRequired(name)) context.addIssue({ code: 'custom', message: required(label) });
          return;
        }
        const result = field.input.safeParse(asBody(value));
        const issue = telling(result.error?.issues[0]);
        if (issue) context.addIssue({ code: 'custom', message: words(label, issue) });
      });
    // Ordered parts: each entry's fields checked at the field (`columns.2.term`), then the rules
    // across entries (one listed twice) and the list's own limits, once every entry is valid.
    const checkParts = (name: string, field: Field) =>
      z.unknown().superRefine((value, context) => {
        const entries = Array.isArray(value) ? (value as unknown[]) : [];
        if (entries.length === 0) {
          if (isRequired(name)) context.addIssue({ code: 'custom', message: required(names(name)) });
          return;
        }
        let valid = true;
        entries.forEach((entry, index) => {
          for (const [part, partField] of entryFields(field)) {
            const partValue = (entry as Record<string, unknown> | null)?.[part];
            const label = partNames.entryPart(name, index, part);
            let message: string | null = null;
            if (isEmpty(partValue)) {
              if (partField.required) message = required(label);
            } else {
              const issue = telling(partField.input.safeParse(asBody(partValue)).error?.issues[0]);
              if (issue) message = words(label, issue);
            }
            if (message === null) continue;
            valid = false;
            context.addIssue({ code: 'custom', path: [index, part], message });
          }
        });
        if (!valid) return;
        const issue = telling(field.input.safeParse(toBodyValue(field, value)).error?.issues[0]);
        if (!issue) return;
        const [index, part] = issue.path;
        if (typeof index === 'number' && typeof part === 'string') {
          context.addIssue({ code: 'custom', path: [index, part], message: words(partNames.entryPart(name, index, part), issue) });
        } else context.addIssue({ code: 'custom', message: words(names(name), issue) });
      });
    const { id } = ui.kind;
    if (creating && id.type === 'client') {
      const invalid = ui.identifier ? i18n._(ui.identifier.invalid) : null;
      shape.id = z.string().superRefine((value, context) => {
        if (value.trim() === '') context.addIssue({ code: 'custom', message: required(names('id')) });
        else if (!id.schema.safeParse(value.trim()).success) context.addIssue({ code: 'custom', message: invalid ?? t`This identifier is not valid.` });
      });
    }
    for (const [name, field] of editableFields(ui.kind)) {
      if (field.mode === 'immutable' && !creating) continue;
      shape[name] = field.widget === 'parts' ? checkParts(name, field) : check(name, field);
    }
    return { ...shape, ...stewardship };
  }, [ui, creating, names, partNames, required, words, isRequired, stewardship, t, i18n]);
}

export type { FormValues };
