import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeHero_hero$key } from '../../__generated__/HomeHero_hero.graphql';
import { SiteLink } from '../../shell/SiteLink';
import { SiteImage } from '../site-image/SiteImage';
import './home-hero.css';

/** The hero spans the page's content column, at most 1280 px wide (.site-main). */
const HERO_SIZES = '(min-width: 1280px) 1280px, 100vw';

/**
 * The top of the home page: the page's heading, a line, a button and a wide picture. The picture
 * is server-rendered with its size, so it moves nothing when it arrives; it is fetched first on
 * the screens where it is the page's largest paint (`priority`, see mainPhotoScreens).
 */
export function HomeHero({
  hero,
  priority,
}: {
  hero: HomeHero_hero$key;
  priority: boolean | string;
}) {
  const { heading, text, image, callToAction } = useFragment(
    graphql`
      fragment HomeHero_hero on HomeHero {
        heading
        text
        image {
          ...SiteImage_image
        }
        callToAction {
          label
          href
        }
      }
    `,
    hero,
  );
  return (
    <section
      className={image ? 'home-hero home-hero--with-image' : 'home-hero'}
      aria-labelledby="home-hero-heading"
    >
      {image && (
        <SiteImage
          image={image}
          className="home-hero__image"
          sizes={HERO_SIZES}
          priority={priority}
        />
      )}
      <div className="home-hero__panel">
        <h1 id="home-hero-heading">{heading}</h1>
        <p className="home-hero__text">{text}</p>
        <SiteLink href={callToAction.href} className="button button--primary">
          {callToAction.label}
        </SiteLink>
      </div>
    </section>
  );
}
