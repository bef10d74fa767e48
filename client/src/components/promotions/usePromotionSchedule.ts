import { schedulePromotions } from '@forecourt/schema/promotions/promotion-order';
import { useSyncExternalStore } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { usePromotionSchedule_promotions$key } from '../../__generated__/usePromotionSchedule_promotions.graphql';
import type { usePromotionSchedule_site$key } from '../../__generated__/usePromotionSchedule_site.graphql';
import { useHydrated } from '../../shell/useHydrated';

const MINUTE_MS = 60_000;

/** The clock, by the minute: a card that starts or ends while the page is open follows. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
function subscribeToMinutes(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE_MS / 4);
  return () => clearInterval(timer);
}

/**
 * The ids of the promotions to show, in order. The server sends the cards of a placement that
 * have not expired, upcoming ones included, with its own verdict (`activeNow`): the first render
 * (server and hydration alike) follows that verdict, so both render the same; after that the
 * browser re-checks the dates on its own clock with the shared rules (every minute), so a page
 * rendered or cached before a card's start or expiry still shows it only within its dates.
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
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, currentMinute);
  const hydrated = useHydrated();
  if (!hydrated) return promotions.filter((p) => p.activeNow).map((p) => p.internalID);
  const cards = promotions.map((p) => ({
    id: p.internalID,
    startsAt: p.startsAt,
    expiresAt: p.expiresAt,
    position: p.position,
  }));
  const view = {
    now: new Date(minute * MINUTE_MS),
    timeZone: site.promotionSettings.timeZone,
    siteSlug: site.slug,
  };
  try {
    return schedulePromotions(cards, view).map((p) => p.id);
  } catch {
    // A zone this browser does not know: keep the server's verdict rather than guess.
    return promotions.filter((p) => p.activeNow).map((p) => p.internalID);
  }
}
