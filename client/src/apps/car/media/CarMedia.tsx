import { useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarMedia_car$key } from '../../../__generated__/CarMedia_car.graphql';
import type { CarMedia_site$key, MediaView } from '../../../__generated__/CarMedia_site.graphql';
import { CarGallery } from '../gallery/CarGallery';
import { InteriorView } from './InteriorView';
import { SpinViewer } from './SpinViewer';
import { Tabs } from '../../../ui/Tabs';
import './car-media.css';

type View = 'SPIN' | 'IMAGES' | 'INTERIOR';

const VIEW_LABELS: Record<View, string> = {
  SPIN: 'Spin',
  IMAGES: 'Images',
  INTERIOR: 'Interior',
};

// An unknown setting from a newer server opens the spin, the viewer's own default.
const firstView = (setting: MediaView): View => (setting === 'IMAGES' ? 'IMAGES' : 'SPIN');

/**
 * The vehicle page's image area. A car with a 360° spin gets the viewer with its Spin, Images and
 * (with an interior URL) Interior views; other cars, and cars whose spin failed to load, the
 * photo gallery.
 */
export function CarMedia({ car, site }: { car: CarMedia_car$key; site: CarMedia_site$key }) {
  const data = useFragment(
    graphql`
      fragment CarMedia_car on Car {
        name
        # Only how many: the viewer selects what it shows.
        spinFrames {
          __typename
        }
        spinInteriorUrl
        ...CarGallery_car
        ...SpinViewer_car
      }
    `,
    car,
  );
  const { vehiclePage } = useFragment(
    graphql`
      fragment CarMedia_site on Site {
        vehiclePage {
          mediaFirstView
          spinAutoRotate
        }
      }
    `,
    site,
  );
  const [spinFailed, setSpinFailed] = useState(false);
  const [chosen, setChosen] = useState<View>(() => firstView(vehiclePage.mediaFirstView));
  // Spec 1 §8: a spin that cannot load falls back to the photos without a word to the shopper.
  const onSpinFail = useCallback(() => setSpinFailed(true), []);

  const interiorUrl = data.spinInteriorUrl;
  const hasSpin = data.spinFrames.length > 0 && !spinFailed;
  const views: View[] = [
    ...(hasSpin ? (['SPIN'] as const) : []),
    'IMAGES',
    ...(interiorUrl ? (['INTERIOR'] as const) : []),
  ];
  // Without a spin there is no 360° viewer, only the photos.
  if (data.spinFrames.length === 0 || views.length === 1) {
    return (
      <div className="car-media">
        <CarGallery car={data} />
      </div>
    );
  }

  const view = views.includes(chosen) ? chosen : 'IMAGES';
  return (
    <Tabs
      className="car-media"
      listClassName="media-tabs"
      tabClassName="media-tabs__tab"
      panelClassName="media-tabs__panel"
      label="Vehicle media"
      tabs={views.map((value) => ({ value, label: VIEW_LABELS[value] }))}
      value={view}
      onValueChange={setChosen}
      renderPanel={(panel) => {
        switch (panel) {
          case 'SPIN':
            return (
              <SpinViewer
                car={data}
                autoRotate={vehiclePage.spinAutoRotate}
                priority={firstView(vehiclePage.mediaFirstView) === 'SPIN'}
                onFail={onSpinFail}
              />
            );
          case 'INTERIOR':
            return interiorUrl && <InteriorView url={interiorUrl} carName={data.name} />;
          default:
            return <CarGallery car={data} />;
        }
      }}
    />
  );
}
