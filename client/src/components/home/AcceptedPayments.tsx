import { graphql, useFragment } from 'react-relay/hooks';
import type { AcceptedPayments_card$key } from '../../__generated__/AcceptedPayments_card.graphql';
import './home-sections.css';

/**
 * The card of accepted payments (spec 2 §2). Brand marks arrive as SVG path data (drawn from
 * simple-icons on the server), so no icon package ships to the browser; a method without a mark
 * shows its name.
 */
export function AcceptedPayments({ card }: { card: AcceptedPayments_card$key }) {
  const { heading, methods } = useFragment(
    graphql`
      fragment AcceptedPayments_card on AcceptedPayments {
        heading
        methods {
          kind
          name
          icon {
            path
            colour
          }
        }
      }
    `,
    card,
  );
  return (
    <section className="accepted-payments" aria-labelledby="accepted-payments-heading">
      <h2 id="accepted-payments-heading" className="accepted-payments__heading">
        {heading}
      </h2>
      <ul className="accepted-payments__list">
        {methods.map((method) => (
          <li key={method.kind} className="accepted-payments__method">
            {method.icon ? (
              <svg
                className="accepted-payments__mark"
                viewBox="0 0 24 24"
                role="img"
                aria-label={method.name}
              >
                <path d={method.icon.path} fill={method.icon.colour} />
              </svg>
            ) : (
              <span className="accepted-payments__name">{method.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
