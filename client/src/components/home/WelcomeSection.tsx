import { graphql, useFragment } from 'react-relay/hooks';
import type { WelcomeSection_welcome$key } from '../../__generated__/WelcomeSection_welcome.graphql';
import { SiteLink } from '../../shell/SiteLink';
import { SiteImage } from '../site-image/SiteImage';
import './home-sections.css';

/** A welcome section about the dealer with 'View Our Cars' and 'Contact Us' (spec 2 §2). */
export function WelcomeSection({ welcome }: { welcome: WelcomeSection_welcome$key }) {
  const { heading, text, image, primaryButton, secondaryButton } = useFragment(
    graphql`
      fragment WelcomeSection_welcome on HomeWelcome {
        heading
        text
        image {
          ...SiteImage_image
        }
        primaryButton {
          label
          href
        }
        secondaryButton {
          label
          href
        }
      }
    `,
    welcome,
  );
  return (
    <section
      className={image ? 'welcome-section welcome-section--with-image' : 'welcome-section'}
      aria-labelledby="welcome-heading"
    >
      <div className="welcome-section__body">
        <h2 id="welcome-heading">{heading}</h2>
        <p>{text}</p>
        <div className="welcome-section__buttons">
          <SiteLink href={primaryButton.href} className="button button--primary">
            {primaryButton.label}
          </SiteLink>
          <SiteLink href={secondaryButton.href} className="button">
            {secondaryButton.label}
          </SiteLink>
        </div>
      </div>
      {image && (
        <SiteImage
          image={image}
          className="welcome-section__image"
          sizes="(min-width: 48em) 50vw, 100vw"
        />
      )}
    </section>
  );
}
