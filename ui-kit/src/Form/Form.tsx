import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { FormIdContext } from '../Field/field-ids.ts';
import { ErrorSummary, type FormError } from './ErrorSummary.tsx';

export interface FormProps extends Omit<AriaFormProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /**
   * The invalid fields in the order of the form, each with the `name` given to its control. They
   * are listed at the top of the form, each linked to its field.
   */
  errors?: readonly FormError[];
  /** Submit attempts so far (react-hook-form: `formState.submitCount`): the summary takes focus when it grows. */
  submitCount?: number;
  /**
   * Shows the field called `name` when it is out of sight (its tab not selected): before the
   * summary's link moves focus to it.
   */
  onRevealField?: (name: string) => void;
  /** Says once, at the top, that an asterisk marks a required field. @default true */
  hasRequiredFields?: boolean;
  className?: string;
}

/**
 * A form of the kit: the required-field legend, the error summary and the fields. Validation is
 * the caller's (react-hook-form + zod): the form defaults to `validationBehavior="aria"`, so fields
 * show the errors they are given and the browser blocks nothing. Each control inside with a `name`
 * gets an id derived from it, which the summary links to.
 *
 * With react-hook-form: `<Form onSubmit={handleSubmit(save)} errors={toFormErrors(formState.errors)}
 * submitCount={formState.submitCount}>`, and `shouldFocusError: false` in `useForm`, since the summary
 * takes focus instead of the first field.
 */
export function Form({
  children,
  errors = [],
  submitCount = 0,
  onRevealField,
  hasRequiredFields = true,
  validationBehavior = 'aria',
  className,
  ...props
}: FormProps) {
  const formId = useId();
  return (
    <FormIdContext value={formId}>
      <AriaForm {...props} validationBehavior={validationBehavior} className={`flex flex-col gap-5 ${className ?? ''}`}>
        <ErrorSummary errors={errors} submitCount={submitCount} onRevealField={onRevealField} />
        {hasRequiredFields && (
          <p className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
            <Trans>Fields marked with an asterisk (*) are required.</Trans>
          </p>
        )}
        {children}
      </AriaForm>
    </FormIdContext>
  );
}
