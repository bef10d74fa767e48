import { graphql, useFragment } from 'react-relay/hooks';
import type { WhyBuyFromUs_callouts$key } from '../../__generated__/WhyBuyFromUs_callouts.graphql';
import { CalloutBox } from './CalloutBox';

/** "Why Buy From Us?" (spec 2 §2): warranty, easy finance, years of experience. */
export function WhyBuyFromUs({ callouts }: { callouts: WhyBuyFromUs_callouts$key }) {
  const data = useFragment(
    graphql`
      fragment WhyBuyFromUs_callouts on HomeCallouts {
        ...CalloutBox_callouts
      }
    `,
    callouts,
  );
  return <CalloutBox id="why-buy-from-us" callouts={data} variant="dealer" />;
}
