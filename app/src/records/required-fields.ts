import { useMemo } from 'react';
import { useAppContext } from '../shell/app-context.ts';
import type { RecordUi } from './kind.ts';

/**
 * Whether a field of the kind must be filled: its declaration says so, or the deployment makes it
 * mandatory (`EXTRA_MANDATORY_FIELDS`, the application context's `extraMandatoryFields`), for any
 * kind that has a field of that name. The server refuses the same empty values.
 */
export function useRequiredFields(ui: Pick<RecordUi, 'kind'>): (name: string) => boolean {
  const { extraMandatoryFields } = useAppContext();
  return useMemo(() => {
    const extra = new Set(extraMandatoryFields.filter((name) => name in ui.kind.fields));
    return (name: string) => ui.kind.fields[name]?.required === true || extra.has(name);
  }, [ui, extraMandatoryFields]);
}
