import { useLingui } from '@lingui/react/macro';

/**
 * The product's standard validation sentences, for the caller's schema errors: one wording for
 * every form, translated once in the kit.
 */
export function useFormMessages() {
  const { t } = useLingui();
  return {
    /** "The property {name} is required." with the field's label as the name. */
    required: (name: string) => t`The property ${name} is required.`,
  };
}
