import { useAppContext } from '../shell/app-context.ts';

/** Whether the deployment can send records by mail (`GET /init`): without a mail server, no "Send by mail". */
export function useMailConfigured(): boolean {
  return useAppContext().mailConfigured;
}
