import type { CSSProperties } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrintSheet_car$key } from '../../__generated__/PrintSheet_car.graphql';
import type { PrintSheet_site$key } from '../../__generated__/PrintSheet_site.graphql';
import { CarPrice } from '../../components/cars/CarPrice';
import { usePageOrigin } from '../../routing/page-origin';
import { PageHead } from '../../routing/PageHead';
import { PrintDealerContact } from './PrintDealerContact';
import { PrintFeatures } from './PrintFeatures';
import { PrintKeySpecs } from './PrintKeySpecs';
import { PrintThisPageButton } from './PrintThisPageButton';
import { VehicleQrCode } from './VehicleQrCode';
import './print-sheet.css';

/** Width the photo is fetched at (the fragment's `url(width: 800)`): sharp on paper, not wasteful. */
const PHOTO_WIDTH = 800;

const photoHeight = ({ width, height }: { width: number; height: number }) =>
  Math.round(width > 0 ? (PHOTO_WIDTH * height) / width : (PHOTO_WIDTH * 3) / 4);

/**
 * A vehicle's print sheet (spec 2 §2): the site's logo and name, the first photo, name, price and
 * key specs, every feature, the dealer's contact, the site's disclaimer and a QR code back to the
 * vehicle page. No header, footer or navigation: it is made for paper (A4, see print-sheet.css).
 */
export function PrintSheet({ car, site }: { car: PrintSheet_car$key; site: PrintSheet_site$key }) {
  const data = useFragment(
    graphql`
      fragment PrintSheet_car on Car {
        name
        path
        primaryImage {
          url(width: 800)
          alt
          width
          height
        }
        ...CarPrice_car
        ...PrintKeySpecs_car
        ...PrintFeatures_car
        ...PrintDealerContact_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment PrintSheet_site on Site {
        name
        theme {
          colours {
            primary
            accent
            text
          }
          logo {
            url
            alt
            width
            height
          }
        }
        texts {
          financeDisclaimer
        }
      }
    `,
    site,
  );
  const origin = usePageOrigin();
  const { colours, logo } = siteData.theme;
  const theme = {
    '--colour-primary': colours.primary,
    '--colour-accent': colours.accent,
    '--colour-text': colours.text,
  } as CSSProperties;
  const photo = data.primaryImage;
  const disclaimer = siteData.texts.financeDisclaimer.trim();

  return (
    <main className="print-sheet" style={theme}>
      <PageHead
        title={`${data.name} – print | ${siteData.name}`}
        description={`Print sheet of the ${data.name} for sale at ${siteData.name}.`}
        canonicalPath={data.path}
      />
      <header className="print-sheet__header">
        <img
          className="print-sheet__logo"
          src={logo.url}
          alt={logo.alt}
          width={logo.width}
          height={logo.height}
        />
        <p className="print-sheet__site-name">{siteData.name}</p>
        <PrintThisPageButton />
      </header>
      <div className="print-sheet__summary">
        {photo && (
          <img
            className="print-sheet__photo"
            src={photo.url}
            alt={photo.alt}
            width={PHOTO_WIDTH}
            height={photoHeight(photo)}
            loading="eager"
          />
        )}
        <div className="print-sheet__overview">
          <h1 className="print-sheet__title">{data.name}</h1>
          <CarPrice car={data} />
          <PrintKeySpecs car={data} />
        </div>
      </div>
      <PrintFeatures car={data} />
      <div className="print-sheet__footer">
        <PrintDealerContact car={data} />
        <VehicleQrCode url={`${origin}${data.path}`} />
      </div>
      {disclaimer && <p className="print-sheet__disclaimer">{disclaimer}</p>}
    </main>
  );
}
