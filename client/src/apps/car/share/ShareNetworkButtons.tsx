import {
  FacebookIcon,
  FacebookShareButton,
  TwitterShareButton,
  WhatsappIcon,
  WhatsappShareButton,
  XIcon,
} from 'react-share';
import { SHARE_NETWORK_LABELS } from './share-networks';

/** Size of the networks' icons in CSS pixels: the buttons' 44 px touch target. */
const NETWORK_ICON_SIZE = 44;

/**
 * The Facebook, X and WhatsApp buttons, react-share's: they open the network's 550 × 400 share
 * window and refuse (throw) without a URL, or with X hashtags or related accounts that are not
 * arrays (spec 2 §5).
 */
export function ShareNetworkButtons({ url, title }: { url: string; title: string }) {
  return (
    <>
      <FacebookShareButton
        url={url}
        className="share-buttons__network"
        resetButtonStyle={false}
        aria-label={SHARE_NETWORK_LABELS.facebook}
      >
        <FacebookIcon size={NETWORK_ICON_SIZE} borderRadius={8} aria-hidden="true" />
      </FacebookShareButton>
      <TwitterShareButton
        url={url}
        title={title}
        className="share-buttons__network"
        resetButtonStyle={false}
        aria-label={SHARE_NETWORK_LABELS.x}
      >
        <XIcon size={NETWORK_ICON_SIZE} borderRadius={8} aria-hidden="true" />
      </TwitterShareButton>
      <WhatsappShareButton
        url={url}
        title={title}
        className="share-buttons__network"
        resetButtonStyle={false}
        aria-label={SHARE_NETWORK_LABELS.whatsapp}
      >
        <WhatsappIcon size={NETWORK_ICON_SIZE} borderRadius={8} aria-hidden="true" />
      </WhatsappShareButton>
    </>
  );
}
