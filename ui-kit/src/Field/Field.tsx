import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { errorTextStyles } from './field-styles.ts';

/**
 * What every form control of the kit takes besides its value. `label` is required by the type: a
 * control without a visible label fails RGAA 11.1 and WCAG 3.3.2.
 */
export interface FieldProps {
  /** The visible label, read by screen readers as the control's name. */
  label: ReactNode;
  /** Help below the label: the expected format, an example. Read after the name. */
  description?: ReactNode;
  /**
   * Why the value is refused, shown with `isInvalid` (react-hook-form: `fieldState.error?.message`).
   * A function receives react-aria's own validation result.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/**
 * The state props of a control that is not a react-aria field (tag field, file picker, rich-text
 * editor), named as react-aria names them, so every control binds the same way.
 */
export interface StandaloneFieldProps extends Omit<FieldProps, 'errorMessage'> {
  /** Shown with `isInvalid`. */
  errorMessage?: ReactNode;
  name?: string;
  id?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  className?: string;
}

export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
  /** `span` for groups (radio, checkbox), whose label names a group and points to no input. */
  elementType?: 'label' | 'span';
  id?: string;
}

/**
 * The label of a control. A required control gets an asterisk, hidden from screen readers, which
 * hear "required" from the control itself (react-aria sets `aria-required`); the form explains the
 * asterisk once at its top.
 */
export function FieldLabel({ children, isRequired, elementType, id }: FieldLabelProps) {
  return (
    <AriaLabel elementType={elementType} id={id} className="w-fit text-base font-semibold text-ink forced-colors:text-[CanvasText]">
      {children}
      {isRequired && <RequiredMarker />}
    </AriaLabel>
  );
}

/** The asterisk of a required field. */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" className="ms-1 font-bold text-danger forced-colors:text-[CanvasText]">
      *
    </span>
  );
}

/** Help text, wired to the control by react-aria's `description` slot. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
      {children}
    </Text>
  );
}

/** The inside of an error: an icon and the word "Error", read first, say it without colour. */
function ErrorContent({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">{t`Error:`} </span>
        {children}
      </span>
    </>
  );
}

/** The error of a control, shown only while it is invalid and wired by react-aria's error slot. */
export function FieldErrorMessage({ children }: { children?: FieldProps['errorMessage'] }) {
  return (
    <AriaFieldError className={errorTextStyles}>
      {(validation) => (
        <ErrorContent>
          {typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '))}
        </ErrorContent>
      )}
    </AriaFieldError>
  );
}

/**
 * Description and error of a control that react-aria does not wire (a file picker, a rich-text
 * editor): the same look, with ids for the control's `aria-describedby`.
 */
export function useStandaloneHelp(description: ReactNode, error: ReactNode) {
  const descriptionId = useId();
  const errorId = useId();
  const ids = [description ? descriptionId : null, error ? errorId : null].filter((id) => id !== null);
  const help = (
    <>
      {description && (
        <p id={descriptionId} className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorTextStyles}>
          <ErrorContent>{error}</ErrorContent>
        </p>
      )}
    </>
  );
  return { describedBy: ids.length > 0 ? ids.join(' ') : undefined, help };
}

/** Description then error, in the order every control shows them below its input. */
export function FieldHelp({ description, errorMessage }: Pick<FieldProps, 'description' | 'errorMessage'>) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}
