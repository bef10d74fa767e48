import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useFragment, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import CarEnquiryPanelQueryNode, {
  type CarEnquiryPanelQuery,
} from '../../../__generated__/CarEnquiryPanelQuery.graphql';
import type { CarEnquirySection_car$key } from '../../../__generated__/CarEnquirySection_car.graphql';
import {
  chooseServerTab,
  chosenTabIn,
  focusControlAt,
  focusedControlIndex,
  formFieldsIn,
  isTypingIn,
} from '../../../components/leads/server-form-handover';
import {
  TypedBeforeCodeContext,
  type PostedFields,
} from '../../../components/leads/typed-before-code';
import { useServerRenderedHtml } from '../../../on-demand/useServerRenderedHtml';
import { useWhenNearViewport } from '../../../on-demand/useWhenNearViewport';
import { ENQUIRE_HREF } from '../sidebar/car-action-links';
import { enquiryPanelCode } from './enquiry-panel-code';
import './car-enquiry-section.css';

/** The section's id: the Enquire buttons' target. */
const SECTION_ID = ENQUIRE_HREF.slice(1);

/** The forms' container: the browser finds the server's forms in it. */
const FORMS_ID = `${SECTION_ID}-forms`;

const NOTHING_TYPED: readonly PostedFields[] = [];

/**
 * The server's forms as React takes them over: what was typed in them, the focused control and
 * the chosen tab.
 */
interface HandedOver {
  forms: readonly PostedFields[];
  focus: number | null;
  tab: string | null;
}

const logLoadFailure = (error: unknown) => console.error('Could not load the enquiry form', error);

/**
 * The vehicle page's "Enquire" section (#enquire): the enquiry form and, where the site takes
 * test-drive bookings, the test-drive form. The server renders them in the page, and their code
 * (the forms, their library, their schemas) stays out of the page's first load: until it is
 * wanted, the browser keeps the server's forms as they are, plain HTML forms that a shopper can
 * fill in and send (as without JavaScript). The code loads when the section comes near the
 * screen, when the shopper touches or focuses the forms, when an Enquire link is pressed, or at
 * once when the address points at the section; React then renders the same forms in their place,
 * starting from what was typed in them, with the focus where it was and the tab the shopper
 * chose, so nothing moves. Only while the shopper is typing in a field does that wait until they
 * leave it: the field they type in stays under their fingers. On a page opened by a link of the
 * site there are no server forms: a placeholder of the forms' height holds their place until they
 * load.
 */
export function CarEnquirySection({
  car,
  preloaded = null,
}: {
  car: CarEnquirySection_car$key;
  /** The forms' query, loaded with the page: the forms then render on the server too. */
  preloaded?: PreloadedQuery<CarEnquiryPanelQuery> | null;
}) {
  const data = useFragment(
    graphql`
      fragment CarEnquirySection_car on Car {
        internalId
        name
        path
        location {
          internalId
          dealershipSlug
        }
      }
    `,
    car,
  );
  const sectionRef = useRef<HTMLElement>(null);
  const formsRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [queryRef, loadQuery] = useQueryLoader<CarEnquiryPanelQuery>(
    CarEnquiryPanelQueryNode,
    preloaded,
  );
  // On the server the page's route has loaded the code; in the browser, hydration renders what
  // the server did, which useServerRenderedHtml keeps.
  const panel = useSyncExternalStore(
    enquiryPanelCode.subscribe,
    enquiryPanelCode.loaded,
    enquiryPanelCode.loaded,
  );
  const serverForms = useServerRenderedHtml(FORMS_ID);
  const [handedOver, setHandedOver] = useState<HandedOver | null>(null);
  const [failed, setFailed] = useState(false);
  const ready = queryRef != null && panel !== undefined;
  // Loads what the forms still lack, their data (on a page opened by a link) and their code; the
  // code loads once however often this is called.
  const want = useCallback(() => {
    if (queryRef == null) loadQuery({}, { fetchPolicy: 'store-or-network' });
    enquiryPanelCode.load().catch((error: unknown) => {
      logLoadFailure(error);
      setFailed(true);
    });
  }, [queryRef, loadQuery]);

  useWhenNearViewport(sectionRef, ready ? null : want);
  useEffect(() => {
    const section = sectionRef.current;
    if (ready || !section) return;
    if (window.location.hash === ENQUIRE_HREF) {
      want();
      return;
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`a[href="${ENQUIRE_HREF}"]`)) want();
    };
    document.addEventListener('click', onClick);
    // A shopper who reaches the server's forms before they come near the screen (a keyboard
    // user tabbing in, a quick tap) wants them too.
    section.addEventListener('pointerdown', want);
    section.addEventListener('focusin', want);
    return () => {
      document.removeEventListener('click', onClick);
      section.removeEventListener('pointerdown', want);
      section.removeEventListener('focusin', want);
    };
  }, [ready, want]);

  const keepsServerForms = serverForms !== null && handedOver === null;
  // Until the code is here the server's tabs are plain buttons: a pressed one shows its panel all
  // the same, and React starts from it.
  useEffect(() => {
    const forms = formsRef.current;
    if (serverForms === null || !forms) return;
    const onClick = (event: MouseEvent) => {
      const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
      if (tab && forms.contains(tab)) chooseServerTab(tab);
    };
    forms.addEventListener('click', onClick);
    return () => forms.removeEventListener('click', onClick);
  }, [serverForms]);

  // A press on the server's forms (a finger or button held down on a tab, say) holds the
  // hand-over back until it is over, so it lands on the control it started on rather than on one
  // replaced under it; the hand-over is looked at again after the press's click.
  const pressing = useRef(false);
  const [pressesOver, setPressesOver] = useState(0);
  useEffect(() => {
    const forms = formsRef.current;
    if (!keepsServerForms || !forms) return;
    let timer: number | undefined;
    const onPointerDown = () => {
      pressing.current = true;
    };
    const onPressOver = () => {
      if (!pressing.current) return;
      pressing.current = false;
      timer = window.setTimeout(() => setPressesOver((count) => count + 1), 0);
    };
    forms.addEventListener('pointerdown', onPointerDown);
    // Released anywhere: a press that slides off the forms ends all the same.
    document.addEventListener('pointerup', onPressOver);
    document.addEventListener('pointercancel', onPressOver);
    return () => {
      window.clearTimeout(timer);
      forms.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointerup', onPressOver);
      document.removeEventListener('pointercancel', onPressOver);
    };
  }, [keepsServerForms]);

  // The code is here: React takes the server's forms over, unless the shopper is pressing on
  // them (see above) or typing in one (then once they leave the field). The forms are read and
  // React's put in their place in one task (flushSync), so no tap or key can reach the server's
  // forms after they were read: it would be lost with them. flushSync cannot render from inside
  // an effect, so the hand-over always runs in a task of its own.
  useEffect(() => {
    const forms = formsRef.current;
    if (!keepsServerForms || !ready || !forms) return;
    let timer: number | undefined;
    const handOver = () => {
      if (pressing.current || isTypingIn(forms)) return;
      const read: HandedOver = {
        forms: formFieldsIn(forms),
        focus: focusedControlIndex(forms),
        tab: chosenTabIn(forms),
      };
      flushSync(() => setHandedOver(read));
    };
    // On focusout the focus has not moved on yet: look once it has.
    const handOverSoon = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(handOver, 0);
    };
    forms.addEventListener('focusout', handOverSoon);
    handOverSoon();
    return () => {
      window.clearTimeout(timer);
      forms.removeEventListener('focusout', handOverSoon);
    };
  }, [keepsServerForms, ready, pressesOver]);

  // The focus goes back to the control the shopper had focused in the server's forms.
  useLayoutEffect(() => {
    const forms = formsRef.current;
    if (handedOver?.focus == null || !forms) return;
    focusControlAt(forms, handedOver.focus);
  }, [handedOver]);

  const placeholder = (
    <div className="car-enquiry__placeholder" role="status">
      Loading the form…
    </div>
  );
  const failure = (
    <p className="car-enquiry__failed" role="alert">
      The form couldn't be loaded. Check your connection and reload the page.
    </p>
  );
  const Panel = panel?.CarEnquiryPanel;
  return (
    <section
      ref={sectionRef}
      id={SECTION_ID}
      className="car-enquiry renders-near-screen"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h2 className="car-enquiry__title" id={headingId}>
        Enquire about this vehicle
      </h2>
      {keepsServerForms ? (
        // The server's forms, which React leaves as they are (a different key: React's forms
        // replace this element rather than being put beside its content).
        <div
          key="server"
          ref={formsRef}
          id={FORMS_ID}
          className="car-enquiry__body"
          dangerouslySetInnerHTML={{ __html: serverForms }}
        />
      ) : (
        <div key="rendered" ref={formsRef} id={FORMS_ID} className="car-enquiry__body">
          {queryRef == null || Panel === undefined ? (
            failed ? (
              failure
            ) : (
              placeholder
            )
          ) : (
            <TypedBeforeCodeContext.Provider value={handedOver?.forms ?? NOTHING_TYPED}>
              <ErrorBoundary fallback={failure} onError={logLoadFailure}>
                <Suspense fallback={placeholder}>
                  <Panel
                    queryRef={queryRef}
                    initialTab={handedOver?.tab ?? null}
                    car={{
                      internalId: data.internalId,
                      name: data.name,
                      path: data.path,
                      locationId: data.location.internalId,
                      dealershipSlug: data.location.dealershipSlug,
                    }}
                  />
                </Suspense>
              </ErrorBoundary>
            </TypedBeforeCodeContext.Provider>
          )}
        </div>
      )}
    </section>
  );
}
