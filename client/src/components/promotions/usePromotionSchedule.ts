import { schedulePromotions } from '@forecourt/schema/promotions/promotion-order';
import { useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { usePromotionSchedule_promotions$key } from '../../__generated__/usePromotionSchedule_promotions.graphql';
import type { usePromotionSchedule_site$key } from '../../__generated__/usePromotionSchedule_site.graphql';

const MINUTE_MS = 60_000;
/** How often the browser checks the dates again: a card that starts or ends while the page is open follows. */
const RECHECK_MS = MINUTE_MS / 4;

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The ids of the promotions to show, in order. The server sends the cards of a placement that
 * have not expired, upcoming ones included, with its own verdict (`activeNow`): the first render
 * (server and hydration alike) follows that verdict, so both render the same; after that the
 * browser re-checks the dates on its own clock with the shared rules (every quarter minute), so a
 * page rendered or cached before a card's start or expiry still shows it only within its dates.
 * The browser's verdict is kept only when it differs from the server's: the page that calls this
 * (a whole search page) renders again only when a card has started or ended, not once after
 * every hydration.
 */
export function usePromotionSchedule(
  promotionsKey: usePromotionSchedule_promotions$key,
  siteKey: usePromotionSchedule_site$key,
): string[] {
  const promotions = useFragment(
    graphql`
      fragment usePromotionSchedule_promotions on Promotion @relay(plural: true) {
        internalID
        activeNow
        startsAt
        expiresAt
        position
      }
    `,
    promotionsKey,
  );
  const site = useFragment(
    graphql`
      fragment usePromotionSchedule_site on Site {
        slug
        promotionSettings {
          timeZone
        }
      }
    `,
    siteKey,
  );
  const serverOrder = useMemo(
    () => promotions.filter((p) => p.activeNow).map((p) => p.internalID),
    [promotions],
  );
  // The browser's order, for the promotions it was worked out for (another search's cards make it stale).
  const [browser, setBrowser] = useState<{ of: typeof promotions; order: string[] } | null>(null);
  const { timeZone } = site.promotionSettings;
  useEffect(() => {
    const cards = promotions.map((p) => ({
      id: p.internalID,
      startsAt: p.startsAt,
      expiresAt: p.expiresAt,
      position: p.position,
    }));
    const check = () => {
      let order: string[];
      try {
        const now = new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS);
        order = schedulePromotions(cards, { now, timeZone, siteSlug: site.slug }).map((p) => p.id);
      } catch {
        // A zone this browser does not know: keep the server's verdict rather than guess.
        order = serverOrder;
      }
      setBrowser((kept) => {
        const shown = kept?.of === promotions ? kept.order : serverOrder;
        if (sameIds(shown, order)) return kept;
        return { of: promotions, order };
      });
    };
    check();
    const timer = setInterval(check, RECHECK_MS);
    return () => clearInterval(timer);
  }, [promotions, serverOrder, timeZone, site.slug]);
  return browser?.of === promotions ? browser.order : serverOrder;
}
