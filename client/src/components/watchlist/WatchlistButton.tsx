import { PHONE_STEP } from '@forecourt/schema/accounts/sign-in-steps';
import { signInPath, signInStepPath } from '@forecourt/schema/accounts/sign-in-path';
import { graphql, useFragment } from 'react-relay/hooks';
import type { WatchlistButton_car$key } from '../../__generated__/WatchlistButton_car.graphql';
import type { WatchlistButton_site$key } from '../../__generated__/WatchlistButton_site.graphql';
import { useViewer } from '../../accounts/viewer-context';
import { useLocation } from '../../routing/router-hooks';
import { useToast } from '../../ui/Toaster';
import { useRemoveCarFromWatchlistMutation } from './useRemoveCarFromWatchlistMutation';
import { useSaveCarToWatchlistMutation } from './useSaveCarToWatchlistMutation';
import type { WatchlistOutcome } from './watchlist-store';
import { WATCHLIST_PATH } from './watchlist-path';
import { goToSignIn } from './go-to-sign-in';
import './watchlist-button.css';

const VIEW_LIST = { label: 'View List', to: WATCHLIST_PATH };

function EyeIcon() {
  return (
    <svg
      className="watchlist-button__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12z"
        fill="none"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3.2" strokeWidth="2" />
    </svg>
  );
}

/**
 * Save to or remove from the shopper's watchlist (spec 1 §4, §5, §8): the button turns at once
 * and is disabled while the call runs; a failure turns it back and alerts the message. A visitor,
 * or a shopper without a mobile number, is sent to sign in for the watchlist and back here. A
 * sold car shows the button only when it is already saved, so it can be taken off.
 */
export function WatchlistButton({
  car,
  site,
}: {
  car: WatchlistButton_car$key;
  site: WatchlistButton_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment WatchlistButton_car on Car {
        id
        name
        available
        inWatchlist
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment WatchlistButton_site on Site {
        features {
          watchlist
        }
      }
    `,
    site,
  );
  const viewer = useViewer();
  const { pathname, search } = useLocation();
  const showToast = useToast();
  const [save, saving] = useSaveCarToWatchlistMutation();
  const [remove, removing] = useRemoveCarFromWatchlistMutation();

  if (!siteData.features.watchlist || !(data.available || data.inWatchlist)) return null;

  const here = `${pathname}${search}`;
  const saved = data.inWatchlist;
  const onClick = () => {
    const target = { type: 'watchlist', redirect: here, back: here } as const;
    if (!viewer.signedIn) {
      goToSignIn(signInPath(target));
      return;
    }
    if (!viewer.hasPhone) {
      goToSignIn(signInStepPath(target, { step: PHONE_STEP }));
      return;
    }
    const call = saved ? remove(data.id, here) : save(data.id, here);
    call.then(
      (outcome: WatchlistOutcome) => {
        if (outcome.kind === 'signIn') goToSignIn(outcome.path);
        else if (outcome.kind === 'refused') window.alert(outcome.message);
        else
          showToast(
            saved
              ? {
                  title: 'Car Removed',
                  description: `${data.name} is no longer in your watchlist`,
                  action: VIEW_LIST,
                }
              : {
                  title: 'Car Saved In Watchlist',
                  description: `${data.name} is now available in your watchlist`,
                  action: VIEW_LIST,
                },
          );
      },
      (error: unknown) => {
        window.alert(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <button
      type="button"
      className="watchlist-button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${data.name} from watchlist` : `Save ${data.name} to watchlist`}
      disabled={saving || removing}
      onClick={onClick}
    >
      <EyeIcon />
      {saved ? 'Watching' : 'Watchlist'}
    </button>
  );
}
