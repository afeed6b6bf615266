import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@atelier/ui-kit';
import { trackActivity, type ActivityTracker } from './activity.ts';
import { LOGOUT_COUNTDOWN_SECONDS, secondsBeforeLogout } from './timing.ts';

/** The seconds at which the countdown is read out; in between it is only shown, not to flood. */
const ANNOUNCED_AT = new Set([60, 30, 15, 10, 5]);

export interface IdleLogoutProps {
  idleTimeoutSeconds: number;
  onTimeout: () => void;
}

/**
 * Counts down, visibly and for screen readers, to the automatic logout of an inactive user. Any
 * interaction cancels it; at zero the user is logged out.
 */
export function IdleLogout({ idleTimeoutSeconds, onTimeout }: IdleLogoutProps) {
  const { t } = useLingui();
  const [remaining, setRemaining] = useState<number | null>(null);
  const [announced, setAnnounced] = useState<number | null>(null);
  const tracker = useRef<ActivityTracker | null>(null);
  const logOut = useEffectEvent(onTimeout);

  useEffect(() => {
    const activity = trackActivity();
    tracker.current = activity;
    const tick = setInterval(() => {
      const left = secondsBeforeLogout(activity.idleMs(), idleTimeoutSeconds);
      if (left === 0) {
        clearInterval(tick);
        logOut();
        return;
      }
      const counting = activity.isInactive() && left <= LOGOUT_COUNTDOWN_SECONDS;
      setRemaining(counting ? left : null);
      if (counting && ANNOUNCED_AT.has(left)) setAnnounced(left);
      if (!counting) setAnnounced(null);
    }, 1000);
    return () => {
      clearInterval(tick);
      activity.stop();
    };
  }, [idleTimeoutSeconds]);

  return (
    <>
      <p role="status" className="sr-only">
        {announced !== null && t`You will be logged out in ${announced} seconds for inactivity.`}
      </p>
      {remaining !== null && <LogoutCountdown seconds={remaining} onStay={() => tracker.current?.touch()} />}
    </>
  );
}

/** The visible countdown; screen readers hear it through IdleLogout's status at a few steps only. */
export function LogoutCountdown({ seconds, onStay }: { seconds: number; onStay: () => void }) {
  const { t } = useLingui();
  // A named region: it floats outside the page's landmarks, and must still be found by them.
  return (
    <section aria-label={t`Automatic logout`} className="fixed inset-x-4 top-4 z-50 mx-auto max-w-lg shadow-lg">
      <Alert
        tone="warning"
        live="off"
        title={<Trans>You will be logged out soon</Trans>}
        actions={
          <Button size="sm" onPress={onStay}>
            <Trans>Stay signed in</Trans>
          </Button>
        }
      >
        <p>
          <Plural
            value={seconds}
            one="Without any activity, you will be logged out in # second."
            other="Without any activity, you will be logged out in # seconds."
          />
        </p>
      </Alert>
    </section>
  );
}
