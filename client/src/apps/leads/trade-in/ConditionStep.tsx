import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConditionStep_site$key } from '../../../__generated__/ConditionStep_site.graphql';
import type { ConditionStep_tradeIn$key } from '../../../__generated__/ConditionStep_tradeIn.graphql';
import { vehicleTypeInSentence } from '@forecourt/schema/labels/vehicle-type-label';
import { FormErrorBanner } from '../../../components/leads/FormErrorBanner';
import { SubmitButton } from '../../../components/leads/SubmitButton';
import { ConditionQuestion } from './ConditionQuestion';
import { SkipButton } from './SkipButton';
import { StepHeading } from './StepHeading';
import { conditionErrors, type TradeInConditionValues } from './trade-in-valuation-values';
import { useValuationForm, type StepFailure } from './useValuationForm';
import { ValuationFormProvider } from './ValuationFormProvider';

/** The condition step's button: the estimate follows it. */
export const GET_ESTIMATE_LABEL = 'Get my estimate';

/**
 * Step 3, "Condition" (spec 2 §7 valuation adjustments, §9): the site's questions, each answered
 * with one of its options before the car is valued.
 */
export function ConditionStep({
  site,
  tradeIn,
  answers,
  stepNumber,
  stepCount,
  focusHeading,
  onValuesChange,
  onSubmit,
  onSkip,
}: {
  /** The site's word for a vehicle ("car", "caravan") in the step's texts. */
  site: ConditionStep_site$key;
  tradeIn: ConditionStep_tradeIn$key;
  answers: Readonly<Record<string, string>>;
  stepNumber: number;
  stepCount: number;
  focusHeading: boolean;
  onValuesChange: (values: TradeInConditionValues) => void;
  onSubmit: (values: TradeInConditionValues) => Promise<StepFailure | null>;
  onSkip: () => void;
}) {
  const { questions } = useFragment(
    graphql`
      fragment ConditionStep_tradeIn on TradeInSettings {
        questions {
          id
          options {
            value
          }
          ...ConditionQuestion_question
        }
      }
    `,
    tradeIn,
  );
  const { labels } = useFragment(
    graphql`
      fragment ConditionStep_site on Site {
        labels {
          vehicleType
        }
      }
    `,
    site,
  );
  const { methods, banner, bannerRef, submitWith } = useValuationForm<TradeInConditionValues>({
    defaultValues: {
      answers: Object.fromEntries(questions.map(({ id }) => [id, answers[id] ?? ''])),
    },
    check: (values) =>
      conditionErrors(
        values,
        questions.map(({ id, options }) => ({ id, values: options.map((option) => option.value) })),
      ),
    shownFields: questions.map(({ id }) => `answers.${id}`),
    onValuesChange,
  });
  const headingId = `${useId()}-title`;
  const onFormSubmit = submitWith(onSubmit);
  return (
    <ValuationFormProvider methods={methods}>
      <form
        className="lead-form trade-in-steps__step"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => void onFormSubmit(event)}
      >
        <StepHeading
          id={headingId}
          title="Condition"
          stepNumber={stepNumber}
          stepCount={stepCount}
          focus={focusHeading}
        />
        <p className="trade-in-steps__intro">
          A few questions about your {vehicleTypeInSentence(labels.vehicleType)}, as a buyer would
          ask them.
        </p>
        {questions.map((question) => (
          <ConditionQuestion key={question.id} question={question} />
        ))}
        <FormErrorBanner state={banner} ref={bannerRef} />
        <SubmitButton label={GET_ESTIMATE_LABEL} submitting={methods.formState.isSubmitting} />
        <SkipButton onSkip={onSkip} />
      </form>
    </ValuationFormProvider>
  );
}
