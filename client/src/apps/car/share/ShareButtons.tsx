import { useCallback, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ShareButtons_car$key } from '../../../__generated__/ShareButtons_car.graphql';
import type { ShareButtons_site$key } from '../../../__generated__/ShareButtons_site.graphql';
import { onDemandModule } from '../../../on-demand/on-demand-module';
import { useOnDemandModule } from '../../../on-demand/useOnDemandModule';
import { useWhenNearViewport } from '../../../on-demand/useWhenNearViewport';
import { usePageOrigin } from '../../../routing/page-origin';
import { useToast } from '../../../ui/Toaster';
import { LinkIcon } from './LinkIcon';
import { SHARE_NETWORK_LABELS } from './share-networks';
import { SwapLabel } from './SwapLabel';
import { useCopyLink } from './useCopyLink';
import './car-share-and-print.css';

const COPY_LABELS = { idle: 'Copy link', copied: 'Copied' };

/**
 * The networks' buttons (react-share) are split off on purpose: they load once the row comes into
 * view (on a phone it is below the first screen), not with the page.
 */
export const shareNetworkButtons = onDemandModule(() => import('./ShareNetworkButtons'));

/** The networks' buttons load when the row itself is in view. */
const IN_VIEW_MARGIN_PX = 0;

/**
 * Share the vehicle page (spec 2 §2): copy its address, or share it on Facebook, X or WhatsApp
 * (ShareNetworkButtons). Until the networks' buttons have loaded, disabled buttons of the same
 * size and names hold their places, so nothing moves. Nothing shows where the site has sharing
 * off.
 */
export function ShareButtons({
  car,
  site,
}: {
  car: ShareButtons_car$key;
  site: ShareButtons_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment ShareButtons_car on Car {
        name
        path
      }
    `,
    car,
  );
  const { features } = useFragment(
    graphql`
      fragment ShareButtons_site on Site {
        features {
          share
        }
      }
    `,
    site,
  );
  const origin = usePageOrigin();
  const showToast = useToast();
  const { copied, copy } = useCopyLink();
  const rowRef = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const onInView = useCallback(() => setInView(true), []);
  useWhenNearViewport(rowRef, inView ? null : onInView, IN_VIEW_MARGIN_PX);
  const networks = useOnDemandModule(shareNetworkButtons, inView);
  if (!features.share) return null;
  const url = `${origin}${data.path}`;

  const copyLink = async () => {
    if (await copy(url)) {
      showToast({ title: `Copied ${data.name} to your clipboard!` });
    } else {
      showToast({
        title: 'The link could not be copied',
        description: 'Your browser did not allow copying. Copy the address from the address bar.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div ref={rowRef} className="share-buttons" role="group" aria-label="Share this vehicle">
      <button type="button" className="button share-buttons__copy" onClick={() => void copyLink()}>
        <LinkIcon />
        <SwapLabel labels={COPY_LABELS} current={copied ? 'copied' : 'idle'} />
      </button>
      {networks ? (
        <networks.ShareNetworkButtons url={url} title={data.name} />
      ) : (
        Object.values(SHARE_NETWORK_LABELS).map((label) => (
          <button
            key={label}
            type="button"
            className="share-buttons__network share-buttons__network--loading"
            aria-label={label}
            disabled
          />
        ))
      )}
    </div>
  );
}
