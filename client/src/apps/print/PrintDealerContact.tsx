import {
  SHEET_HEADINGS,
  SHEET_PHONE_LABEL,
  sheetAddressLines,
} from '@forecourt/schema/print/vehicle-sheet-content';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrintDealerContact_car$key } from '../../__generated__/PrintDealerContact_car.graphql';

/**
 * Where the vehicle is and whom to call: its location's name and address, and the number the
 * vehicle page calls (formatted 0X XXXX XXXX). Paper cannot reveal a masked number, so the sheet
 * prints it whole.
 */
export function PrintDealerContact({ car }: { car: PrintDealerContact_car$key }) {
  const { dealerPhone, location } = useFragment(
    graphql`
      fragment PrintDealerContact_car on Car {
        dealerPhone
        location {
          name
          address {
            street
            city
            state
            postcode
          }
        }
      }
    `,
    car,
  );
  const headingId = useId();
  const { address } = location;
  const [street, town] = sheetAddressLines({
    street: address.street,
    city: address.city,
    state: address.state,
    postcode: address.postcode,
  });
  return (
    <section className="print-sheet__section print-sheet__contact" aria-labelledby={headingId}>
      <h2 className="print-sheet__heading" id={headingId}>
        {SHEET_HEADINGS.contact}
      </h2>
      <p className="print-sheet__location">{location.name}</p>
      <address className="print-sheet__address">
        {street}
        <br />
        {town}
      </address>
      {dealerPhone && (
        <p className="print-sheet__phone">
          <span className="print-sheet__phone-label">{SHEET_PHONE_LABEL} </span>
          {dealerPhone}
        </p>
      )}
    </section>
  );
}
