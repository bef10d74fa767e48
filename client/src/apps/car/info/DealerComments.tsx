import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DealerComments_car$key } from '../../../__generated__/DealerComments_car.graphql';
import type { DealerComments_site$key } from '../../../__generated__/DealerComments_site.graphql';
import { CollapseToggle } from './CollapseToggle';
import { cutAtWord } from './cut-at-word';
import './vehicle-info.css';

/** Spec 1 §9: dealer comments are cut at 400 characters until the shopper asks for more. */
export const DEALER_COMMENTS_VISIBLE_CHARACTERS = 400;

/** The dealer's description of the vehicle, or the site's note that it is still to come. */
export function DealerComments({
  car,
  site,
}: {
  car: DealerComments_car$key;
  site: DealerComments_site$key;
}) {
  const { dealerComments } = useFragment(
    graphql`
      fragment DealerComments_car on Car {
        dealerComments
      }
    `,
    car,
  );
  const { labels, texts } = useFragment(
    graphql`
      fragment DealerComments_site on Site {
        labels {
          dealerCommentsMore
          dealerCommentsLess
        }
        texts {
          dealerCommentsPending
        }
      }
    `,
    site,
  );
  const headingId = useId();
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const comments = dealerComments?.trim() ?? '';
  const collapsible = comments.length > DEALER_COMMENTS_VISIBLE_CHARACTERS;
  const shown =
    collapsible && !expanded ? cutAtWord(comments, DEALER_COMMENTS_VISIBLE_CHARACTERS) : comments;

  return (
    <section className="vehicle-info renders-near-screen" aria-labelledby={headingId}>
      <h2 className="vehicle-info__heading" id={headingId}>
        Dealer Comments
      </h2>
      {comments ? (
        <p className="vehicle-info__comments" id={textId}>
          {shown}
        </p>
      ) : (
        <p className="vehicle-info__pending">{texts.dealerCommentsPending}</p>
      )}
      {collapsible && (
        <CollapseToggle
          expanded={expanded}
          controls={textId}
          onToggle={() => setExpanded((open) => !open)}
          showLabel={labels.dealerCommentsMore}
          hideLabel={labels.dealerCommentsLess}
        />
      )}
    </section>
  );
}
