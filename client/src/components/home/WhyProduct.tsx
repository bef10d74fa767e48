import { graphql, useFragment } from 'react-relay/hooks';
import type { WhyProduct_callouts$key } from '../../__generated__/WhyProduct_callouts.graphql';
import { CalloutBox } from './CalloutBox';

/** "Why {product}?" (spec 2 §2): mechanical protection, quality assured, personalised finance. */
export function WhyProduct({ callouts }: { callouts: WhyProduct_callouts$key }) {
  const data = useFragment(
    graphql`
      fragment WhyProduct_callouts on HomeCallouts {
        ...CalloutBox_callouts
      }
    `,
    callouts,
  );
  return <CalloutBox id="why-product" callouts={data} variant="product" />;
}
