import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../../routing/Link';
import type { GetFinanceLink_car$key } from '../../../__generated__/GetFinanceLink_car.graphql';
import { carFinanceHref } from '@forecourt/schema/leads/finance-query-params';
import { GET_FINANCE_LABEL } from '../sidebar/car-action-links';
import { FINANCE_CALCULATOR_HREF, goToFinanceCalculator } from './finance-calculator-target';

/**
 * "Get Finance" in the sidebar and the sticky header: the page's own finance calculator when the
 * car has one (scrolling there and focusing it), otherwise the site's finance form for the car
 * (its personalised finance page where it has one).
 */
export function GetFinanceLink({
  car,
  className,
}: {
  car: GetFinanceLink_car$key;
  className: string;
}) {
  const data = useFragment(
    graphql`
      fragment GetFinanceLink_car on Car {
        internalId
        slug
        carType
        price
        financeEnquiryPath
        # The same arguments as the calculator's own fragment: both read one record.
        financeCalculator(variant: SIDEBAR) {
          __typename
        }
      }
    `,
    car,
  );
  if (data.financeCalculator) {
    return (
      <a className={className} href={FINANCE_CALCULATOR_HREF} onClick={goToFinanceCalculator}>
        {GET_FINANCE_LABEL}
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={carFinanceHref(
        {
          internalId: data.internalId,
          slug: data.slug,
          carType: data.carType,
          financeEnquiryPath: data.financeEnquiryPath,
        },
        data.price,
      )}
    >
      {GET_FINANCE_LABEL}
    </Link>
  );
}
