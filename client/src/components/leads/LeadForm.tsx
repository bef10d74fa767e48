import { FORM_SUBMIT_FAILED_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { HONEYPOT_FIELD } from '@forecourt/schema/leads/lead-fields';
import {
  LEAD_FORM_POST_FIELDS,
  LEAD_FORM_POST_PATH,
  tickBoxNamesOf,
} from '@forecourt/schema/leads/lead-form-post';
import {
  leadFormOptions,
  type LeadForm as LeadFormName,
  type LeadFormOptions,
} from '@forecourt/schema/leads/lead-form-options';
import { leadFormSchema } from '@forecourt/schema/leads/lead-form-schemas';
import { MAX_LINKED_QUERY_PARAMS, MAX_VISITED_PAGES } from '@forecourt/schema/leads/lead-payload';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { usePageOrigin } from '../../routing/page-origin';
import { useLocation, useNavigate } from '../../routing/router-hooks';
import type { RefusedLeadForm } from '../../ssr-contract';
import type {
  LeadForm_settings$data,
  LeadForm_settings$key,
} from '../../__generated__/LeadForm_settings.graphql';
import { requestFailureMessages } from '../../relay/request-failure';
import { FormErrorBanner } from './FormErrorBanner';
import { formFailureOf } from './form-refusal';
import { HoneypotField } from './HoneypotField';
import { leadDraftKey } from './lead-draft-store';
import { LeadFormContext, type LeadFormContextValue } from './lead-form-context';
import { LEAD_FORM_KINDS } from './lead-form-kind';
import { restorableValues, type LeadFormDefaults, type LeadFormFields } from './lead-form-values';
import { typedValuesOf } from './lead-form-typed-values';
import { usePageLeadForms } from './page-lead-forms';
import { useTypedBeforeCode } from './typed-before-code';
import type { LeadSuccessState } from './lead-success-state';
import { SubmitButton } from './SubmitButton';
import { useFormErrorBanner } from './useFormErrorBanner';
import { useLeadDraft } from './useLeadDraft';
import { useLeadFormToken } from './useLeadFormToken';
import { useSubmitLeadMutation, type SubmittedLead } from './useSubmitLeadMutation';
import { browserStorage } from '../../storage/browser-storage';
import { useHydrated } from '../../shell/useHydrated';
import { readLinkedQueryParams, readVisitedPages } from './visited-pages';
import './lead-form.css';

/** The input field of the form's token (useLeadFormToken). */
const FORM_TOKEN_FIELD = 'formToken';

/** The server names a field by its path in `values` (or in the input); the form by its name. */
const formFieldName = (field: string) => field.replace(/^(input\.)?values\./, '');

/** Whether a refusal is of the form's token, which a fresh one answers. */
const refusesToken = (fields: readonly { name: string }[]) =>
  fields.some(({ name }) => name === FORM_TOKEN_FIELD);

/**
 * The refused posted form this form shows again: the page's, when it is of this form and about
 * the same vehicle (the page's form values, like the vehicle, are the same); null otherwise.
 */
function refusedPostOf(
  refused: RefusedLeadForm | undefined,
  kind: string,
  fixed: LeadFormDefaults,
): RefusedLeadForm | null {
  if (refused?.form !== kind) return null;
  const sameFixed = Object.entries(fixed).every(([name, value]) => refused.values[name] === value);
  return sameFixed ? refused : null;
}

/** A refused posted form's field errors, as the form library holds them (by nested path). */
function fieldErrorsOf(fields: RefusedLeadForm['fields']): FieldErrors<LeadFormFields> {
  const errors: Record<string, unknown> = {};
  for (const { name, message } of fields) {
    const path = name.split('.');
    let target = errors;
    for (const key of path.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[path[path.length - 1]!] ??= { type: 'server', message };
  }
  return errors as FieldErrors<LeadFormFields>;
}

/** A form's settings as the schema, the fields and the test-drive slots read them. */
export interface LeadFormSettings {
  options: LeadFormOptions;
  termsUrl: string | null;
  today: string;
}

/** The site's settings of a form (Site.leadForm) as the shared schemas take them. */
export function leadFormSettingsOf(data: LeadForm_settings$data): LeadFormSettings {
  return {
    options: leadFormOptions({
      messageOptional: data.messageOptional,
      dealerships: data.dealerships.map(({ slug, name }) => ({ slug, name })),
      showPreferredDealership: data.showPreferredDealership,
      locations: data.locations.map((location) => ({
        id: location.id,
        name: location.name,
        openingHours: location.openingHours.map((day) => ({
          weekday: day.weekday,
          status: day.status === 'Open' ? ('Open' as const) : ('Closed' as const),
          open: day.open ?? undefined,
          close: day.close ?? undefined,
        })),
      })),
      showLocationSelect: data.showLocationSelect,
      termsRequired: data.termsRequired,
      categories: data.categories,
      careersCategory: data.careersCategory,
      checkOptions: data.checkOptions.map(({ name, label }) => ({ name, label })),
      checkOptionsAsRadio: data.checkOptionsAsRadio,
    }),
    termsUrl: data.termsUrl ?? null,
    today: data.today,
  };
}

/**
 * The resolver of any form's schema over the values every form shares. Raw values: what the
 * handler sends is what was typed, which the server checks with the same schema.
 */
const rawValuesResolver = zodResolver as (
  schema: ReturnType<typeof leadFormSchema>,
  schemaOptions: undefined,
  resolverOptions: { raw: true },
) => Resolver<LeadFormFields>;

/**
 * Whether a field shows in the form, where its error can stand under it. Hidden values (the
 * vehicle) and the form's token have no place: their errors go in the banner.
 */
function isShownField(form: HTMLFormElement | null, name: string): boolean {
  const element = form?.elements.namedItem(name);
  if (!element) return false;
  if (!(element instanceof HTMLElement)) return true; // a radio group
  return (
    !(element instanceof HTMLInputElement && element.type === 'hidden') &&
    element.closest('[data-honeypot]') === null
  );
}

export interface LeadFormProps {
  form: LeadFormName;
  settings: LeadForm_settings$key;
  /** The site: drafts are kept per site. */
  siteSlug: string;
  /** What else tells this form's drafts apart: the vehicle it is about, or the page. */
  draftScope?: string | null;
  /** The form's fields and their starting values, from the site's options. */
  defaultValues: (options: LeadFormOptions) => LeadFormDefaults;
  /** Values the page decides (the vehicle), which a draft never replaces. */
  fixedValues?: LeadFormDefaults;
  title: string;
  /** The title's level in the page's outline. */
  headingLevel?: 2 | 3;
  intro?: ReactNode;
  submitLabel: string;
  /** The form element's id, the target of links to it (#finance-form). */
  id?: string;
  /** What the success page links back to. */
  success?: LeadSuccessState;
  /**
   * What follows once the lead is sent, instead of the success page (the trade-in valuation's
   * steps); the button spins until it settles.
   */
  onSent?: (lead: SubmittedLead, values: LeadFormFields) => Promise<void>;
  children: ReactNode;
}

/**
 * The lead forms' shared frame (spec 2 §3–§5, §8): react-hook-form checked by the shared schema
 * of the form, built with the site's options exactly as the server builds it. Idle, then sending
 * (the button spins and cannot be pressed), then the success page; or an error: each field the
 * browser or the server refuses says why under its input, the rest goes in the form's banner
 * under "An error occurred when submitting this form", the spinner stops, and everything typed
 * stays, also across a reload (the draft, removed once sent). A retry is the same submission
 * (its idempotency key), so a lost answer never sends the lead twice.
 */
export function LeadForm({
  form,
  settings,
  siteSlug,
  draftScope = null,
  defaultValues,
  fixedValues,
  title,
  headingLevel = 2,
  intro,
  submitLabel,
  id,
  success,
  onSent,
  children,
}: LeadFormProps) {
  const data = useFragment(
    graphql`
      fragment LeadForm_settings on LeadFormSettings {
        messageOptional
        showPreferredDealership
        dealerships {
          slug
          name
        }
        showLocationSelect
        locations {
          id
          name
          openingHours {
            weekday
            status
            open
            close
          }
        }
        termsRequired
        termsUrl
        categories
        careersCategory
        checkOptions {
          name
          label
        }
        checkOptionsAsRadio
        today
      }
    `,
    settings,
  );
  const { options, termsUrl, today } = useMemo(() => leadFormSettingsOf(data), [data]);
  const pageForms = usePageLeadForms();
  const typedForms = useTypedBeforeCode();
  // The starting values are the form's first render's: later renders must not reset them. A
  // posted form the server refused starts from what the shopper sent; a form rendered in place of
  // the server's, from what the shopper typed in that one before this code arrived.
  const [start] = useState(() => {
    const fixed = fixedValues ?? {};
    const blank = { ...defaultValues(options), ...fixed, [HONEYPOT_FIELD]: '' };
    const refused = refusedPostOf(pageForms?.refused, LEAD_FORM_KINDS[form], fixed);
    const sent = refused ? restorableValues(blank, refused.values) : {};
    const rendered = { ...blank, ...sent, ...fixed, [HONEYPOT_FIELD]: '' };
    const typed = typedValuesOf(typedForms, LEAD_FORM_KINDS[form], rendered);
    return {
      fixed,
      refused,
      typed,
      defaults: {
        ...rendered,
        ...typed,
        ...fixed,
        [HONEYPOT_FIELD]: '',
      } satisfies LeadFormDefaults,
    };
  });
  const resolver = useMemo(
    () => rawValuesResolver(leadFormSchema(form, options, { today }), undefined, { raw: true }),
    [form, options, today],
  );
  // A refused posted form's errors stand under their fields in the server-rendered HTML already.
  const shownRefusals = useMemo(() => {
    const fields = start.refused?.fields ?? [];
    const isShown = (name: string) => {
      const root = name.split('.')[0]!;
      return root in start.defaults && !(root in start.fixed) && root !== HONEYPOT_FIELD;
    };
    return {
      errors: fieldErrorsOf(fields.filter(({ name }) => isShown(name))),
      banner:
        start.refused === null
          ? null
          : {
              title: FORM_SUBMIT_FAILED_MESSAGE,
              messages: [
                ...new Set([
                  ...start.refused.general,
                  ...fields.filter(({ name }) => !isShown(name)).map(({ message }) => message),
                ]),
              ],
              focus: false,
            },
    };
  }, [start]);
  const methods = useForm<LeadFormFields>({
    resolver,
    defaultValues: start.defaults,
    errors: start.refused ? shownRefusals.errors : undefined,
  });
  const draft = useLeadDraft({
    form: methods,
    storageKey: leadDraftKey(siteSlug, form, draftScope),
    defaults: start.defaults,
    typedValues: start.typed,
    fixedValues: start.fixed,
  });
  const formToken = useLeadFormToken(draft, pageForms?.formToken ?? null);
  const submitLead = useSubmitLeadMutation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // Marks the form once this script runs it: from then on it is sent by script. Until then a
  // server-rendered form is a plain HTML form, posted to the server (browser tests wait for it).
  const live = useHydrated();
  const { banner, bannerRef, setBanner, fail, onInvalid } = useFormErrorBanner({
    setError: methods.setError,
    isShown: (name) => isShownField(formRef.current, name),
    initialBanner: shownRefusals.banner,
  });
  const idPrefix = useId();
  const headingId = `${idPrefix}-title`;
  const origin = usePageOrigin();
  const location = useLocation();

  const onValid = async (values: LeadFormFields) => {
    setBanner(null);
    const session = browserStorage('session');
    const visit = {
      pageUrl: window.location.href,
      visitedPages: readVisitedPages(session).slice(-MAX_VISITED_PAGES),
      linkedQueryParams: readLinkedQueryParams(session).slice(0, MAX_LINKED_QUERY_PARAMS),
    };
    let idempotencyKey = draft.idempotencyKey();
    let renewed = false;
    let freshToken = false;
    for (;;) {
      try {
        const lead = await submitLead({
          form: LEAD_FORM_KINDS[form],
          idempotencyKey,
          values,
          formToken: await formToken.current(),
          ...visit,
        });
        switch (lead.__typename) {
          case 'SubmitLeadPayload':
            draft.clear();
            if (onSent) {
              await onSent(lead, values);
              return;
            }
            await navigate(lead.successPath, {
              state: { ...success, leadId: lead.leadId } satisfies LeadSuccessState,
            });
            return;
          // The key went with other values before (a send whose answer was lost, then an edit):
          // these values are a new submission, sent once more under a new key.
          case 'IdempotencyConflictError':
            if (renewed) break;
            renewed = true;
            idempotencyKey = draft.renewIdempotencyKey();
            continue;
          default:
            break;
        }
        const failure = formFailureOf(lead, formFieldName);
        if (refusesToken(failure.fields)) {
          // The token expired, or was used or not this site's: a fresh one is asked for and the
          // same details sent again at once, so the shopper need not do anything. Only when the
          // fresh one is refused too does the shopper read why (and send again themselves).
          formToken.renew();
          if (!freshToken) {
            freshToken = true;
            continue;
          }
        }
        fail(failure);
        return;
      } catch (error) {
        fail({ fields: [], general: requestFailureMessages(error) });
        return;
      }
    }
  };

  const context: LeadFormContextValue = useMemo(
    () => ({ options, termsUrl, today, defaults: start.defaults, idPrefix }),
    [options, termsUrl, today, start.defaults, idPrefix],
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <FormProvider {...methods}>
      <LeadFormContext.Provider value={context}>
        {/* Without JavaScript the form is posted as it is, and the server takes it the same way. */}
        <form
          ref={formRef}
          id={id}
          className="lead-form"
          aria-labelledby={headingId}
          method="post"
          action={LEAD_FORM_POST_PATH}
          noValidate
          data-live={live || undefined}
          onSubmit={(event) => void methods.handleSubmit(onValid, onInvalid)(event)}
        >
          <Heading className="lead-form__title" id={headingId}>
            {title}
          </Heading>
          {pageForms !== null && (
            <PostedFormFields
              form={LEAD_FORM_KINDS[form]}
              formToken={pageForms.formToken}
              idempotencyKey={`${pageForms.idempotencyKey}-${form}`}
              pageUrl={`${origin}${location.pathname}${location.search}`}
              ticks={tickBoxNamesOf(start.defaults)}
              fixed={start.fixed}
            />
          )}
          {intro}
          {children}
          <HoneypotField />
          <FormErrorBanner state={banner} ref={bannerRef} />
          <SubmitButton label={submitLabel} submitting={methods.formState.isSubmitting} />
        </form>
      </LeadFormContext.Provider>
    </FormProvider>
  );
}

/**
 * What a form posted without JavaScript carries besides its inputs (lead-form-post.ts): which
 * form, the page's token and key, the page, its tick boxes, and the values the page decides.
 */
function PostedFormFields({
  form,
  formToken,
  idempotencyKey,
  pageUrl,
  ticks,
  fixed,
}: {
  form: string;
  formToken: string;
  idempotencyKey: string;
  pageUrl: string;
  ticks: readonly string[];
  fixed: LeadFormDefaults;
}) {
  const hidden: [string, string][] = [
    [LEAD_FORM_POST_FIELDS.form, form],
    [LEAD_FORM_POST_FIELDS.formToken, formToken],
    [LEAD_FORM_POST_FIELDS.idempotencyKey, idempotencyKey],
    [LEAD_FORM_POST_FIELDS.pageUrl, pageUrl],
    [LEAD_FORM_POST_FIELDS.ticks, ticks.join(' ')],
    ...Object.entries(fixed).flatMap(([name, value]): [string, string][] =>
      typeof value === 'string' && value !== '' ? [[name, value]] : [],
    ),
  ];
  return (
    <>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
