import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrintButton_car$key } from '../../../__generated__/PrintButton_car.graphql';
import type { PrintButton_site$key } from '../../../__generated__/PrintButton_site.graphql';
import { useTrackEvent } from '../../../analytics/useTrackEvent';
import { downloadCarPdf } from './download-car-pdf';
import { printSheetHref } from '@forecourt/schema/print/print-paths';
import { SwapLabel } from './SwapLabel';
import './car-share-and-print.css';

const PRINT_LABELS = { idle: 'Print', preparing: 'Preparing...' };

function PrinterIcon() {
  return (
    <svg className="print-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 9V3h10v6M7 17H4v-6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v6h-3M7 14h10v7H7z" />
    </svg>
  );
}

/**
 * Print the vehicle (spec 2 §2, §4): where the site prints to PDF, the button downloads the
 * server's PDF as {slug}.pdf, reading "Preparing..." meanwhile, and a failure is alerted with its
 * message (spec 2 §8); otherwise it opens the print sheet in a new tab. Either way the print is
 * recorded (event 61) without waiting: analytics never hold up printing. Nothing shows where
 * the site has printing off.
 */
export function PrintButton({
  car,
  site,
}: {
  car: PrintButton_car$key;
  site: PrintButton_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment PrintButton_car on Car {
        id
        slug
      }
    `,
    car,
  );
  const { features } = useFragment(
    graphql`
      fragment PrintButton_site on Site {
        features {
          print
          printAsPdf
        }
      }
    `,
    site,
  );
  const trackEvent = useTrackEvent();
  const [preparing, setPreparing] = useState(false);
  if (!features.print) return null;

  const print = async () => {
    if (preparing) return;
    trackEvent(ANALYTICS_EVENTS.PRINT, data.id);
    if (!features.printAsPdf) {
      window.open(printSheetHref(data.slug), '_blank', 'noopener');
      return;
    }
    setPreparing(true);
    try {
      await downloadCarPdf(data.slug);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <button
      type="button"
      className="button print-button"
      // Not `disabled`: a disabled button drops the keyboard focus of the shopper who pressed it.
      aria-disabled={preparing || undefined}
      onClick={() => void print()}
    >
      <PrinterIcon />
      <SwapLabel labels={PRINT_LABELS} current={preparing ? 'preparing' : 'idle'} />
      <span className="visually-hidden">
        {features.printAsPdf ? ' (downloads a PDF)' : ' (opens in a new tab)'}
      </span>
    </button>
  );
}
