import { graphql, useFragment } from 'react-relay/hooks';
import type { CalloutBox_callouts$key } from '../../__generated__/CalloutBox_callouts.graphql';
import { CalloutIcon } from './CalloutIcon';
import './home-sections.css';

/** A titled box of call-outs, each with its picture, heading and line. */
export function CalloutBox({
  id,
  callouts,
  variant,
}: {
  id: string;
  callouts: CalloutBox_callouts$key;
  variant: 'product' | 'dealer';
}) {
  const { title, items } = useFragment(
    graphql`
      fragment CalloutBox_callouts on HomeCallouts {
        title
        items {
          title
          text
          icon
        }
      }
    `,
    callouts,
  );
  const headingId = `${id}-heading`;
  return (
    <section className={`callout-box callout-box--${variant}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="callout-box__title">
        {title}
      </h2>
      <ul className="callout-box__list">
        {items.map((item) => (
          <li key={item.title} className="callout-box__item">
            <CalloutIcon name={item.icon} />
            <div>
              <h3 className="callout-box__heading">{item.title}</h3>
              {item.text && <p className="callout-box__text">{item.text}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
