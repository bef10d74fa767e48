import { graphql, useFragment } from 'react-relay/hooks';
import {
  FacebookIcon,
  FacebookShareButton,
  TwitterShareButton,
  WhatsappIcon,
  WhatsappShareButton,
  XIcon,
} from 'react-share';
import type { ShareButtons_car$key } from '../../__generated__/ShareButtons_car.graphql';
import type { ShareButtons_site$key } from '../../__generated__/ShareButtons_site.graphql';
import { usePageOrigin } from '../../routes/page-origin';
import { useToast } from '../../shell/Toaster';
import { LinkIcon } from './LinkIcon';
import { SwapLabel } from './SwapLabel';
import { useCopyLink } from './useCopyLink';
import './car-share-and-print.css';

/** Size of the networks' icons in CSS pixels: the buttons' 44 px touch target. */
const NETWORK_ICON_SIZE = 44;

const COPY_LABELS = { idle: 'Copy link', copied: 'Copied' };

/**
 * Share the vehicle page (spec 2 §2): copy its address, or share it on Facebook, X or WhatsApp.
 * The networks' buttons are react-share's: they open the network's 550 × 400 share window and
 * refuse (throw) without a URL, or with X hashtags or related accounts that are not arrays
 * (spec 2 §5). Nothing shows where the site has sharing off.
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
    <div className="share-buttons" role="group" aria-label="Share this vehicle">
      <button type="button" className="button share-buttons__copy" onClick={() => void copyLink()}>
        <LinkIcon />
        <SwapLabel labels={COPY_LABELS} current={copied ? 'copied' : 'idle'} />
      </button>
      <FacebookShareButton
        url={url}
        className="share-buttons__network"
        resetButtonStyle={false}
        aria-label="Share on Facebook"
      >
        <FacebookIcon size={NETWORK_ICON_SIZE} borderRadius={8} aria-hidden="true" />
      </FacebookShareButton>
      <TwitterShareButton
        url={url}
        title={data.name}
        className="share-buttons__network"
        resetButtonStyle={false}
        aria-label="Share on X (Twitter)"
      >
        <XIcon size={NETWORK_ICON_SIZE} borderRadius={8} aria-hidden="true" />
      </TwitterShareButton>
      <WhatsappShareButton
        url={url}
        title={data.name}
        className="share-buttons__network"
        resetButtonStyle={false}
        aria-label="Share on WhatsApp"
      >
        <WhatsappIcon size={NETWORK_ICON_SIZE} borderRadius={8} aria-hidden="true" />
      </WhatsappShareButton>
    </div>
  );
}
