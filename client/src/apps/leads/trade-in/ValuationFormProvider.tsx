import { leadFormOptions } from '@forecourt/schema/leads/lead-form-options';
import { useId, useMemo, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  LeadFormContext,
  type LeadFormContextValue,
} from '../../../components/leads/lead-form-context';

/** The valuation's steps hold no site options, dates or server-rendered values of a lead form. */
const NO_FORM_OPTIONS = leadFormOptions();

/**
 * What the lead forms' fields (TextField, SelectField, KmField) need around them: the step's form
 * and a lead form's context. The steps render in the browser only, so no starting values are
 * written into the HTML.
 */
export function ValuationFormProvider<V extends FieldValues>({
  methods,
  children,
}: {
  methods: UseFormReturn<V>;
  children: ReactNode;
}) {
  const idPrefix = useId();
  const context: LeadFormContextValue = useMemo(
    () => ({ options: NO_FORM_OPTIONS, termsUrl: null, today: '', defaults: {}, idPrefix }),
    [idPrefix],
  );
  return (
    <FormProvider {...methods}>
      <LeadFormContext.Provider value={context}>{children}</LeadFormContext.Provider>
    </FormProvider>
  );
}
