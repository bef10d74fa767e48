import { withVehicleType } from '@forecourt/schema/labels/vehicle-type-label';
import type { VehicleNameExample } from '@forecourt/schema/leads/trade-in-vehicle.schema';
import type {
  TradeInQuestionSettings,
  TradeInSettings,
} from '@forecourt/tenants/settings/trade-in-settings.schema';
import { builder } from '../../builder.js';
import { siteVehicleNameExample } from '../../trade-in/vehicle-name-example.js';
import { SiteRef } from '../site/site.type.js';

/**
 * What the trade-in valuation's steps ask and offer on this site (spec 2 §9 trade-in FAQ). The
 * answers' adjustments stay on the server: the shopper sees the offer, not how it was reached.
 */

type AnswerOption = TradeInQuestionSettings['options'][number];

const TradeInAnswerOptionRef = builder.objectRef<AnswerOption>('TradeInAnswerOption').implement({
  description: 'One answer to a trade-in adjustment question.',
  fields: (t) => ({
    value: t.exposeString('value', {
      description: 'What `valueTradeIn` is sent as the answer, e.g. "full".',
    }),
    label: t.exposeString('label', { description: 'What the shopper reads, e.g. "Full".' }),
  }),
});

const TradeInQuestionRef = builder.objectRef<TradeInQuestionSettings>('TradeInQuestion').implement({
  description: 'A question whose answer adjusts the trade-in offer (every one must be answered).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The question’s id, e.g. "service-history".' }),
    label: t.exposeString('label', { description: 'The question, e.g. "Service history".' }),
    help: t.string({
      nullable: true,
      description:
        'A line under the question, naming the vehicle as the site does (`labels.vehicleType`); null when it has none.',
      resolve: (question, _args, context) =>
        question.help === null
          ? null
          : withVehicleType(question.help, context.site.config.labels.vehicleType),
    }),
    options: t.field({
      type: [TradeInAnswerOptionRef],
      description: 'The answers to choose from, in order.',
      resolve: (question) => question.options,
    }),
  }),
});

const VehicleNameExampleRef = builder
  .objectRef<VehicleNameExample>('VehicleNameExample')
  .implement({
    description:
      'A make and one of its models of the site’s own kind of vehicle, given as an example of what to type ("such as Jayco").',
    fields: (t) => ({
      make: t.exposeString('make', { description: 'The make, e.g. "Jayco".' }),
      model: t.exposeString('model', { description: 'One of the make’s models, e.g. "Journey".' }),
    }),
  });

export const TradeInSettingsRef = builder.objectRef<TradeInSettings>('TradeInSettings').implement({
  description: 'How the site values a shopper’s car after the trade-in form.',
  fields: (t) => ({
    regoLookup: t.boolean({
      description:
        'The site has a rego service: the steps may look the car up by rego (`tradeInRegoLookup`) before asking its details.',
      resolve: (_settings, _args, context) => context.regoLookup.configured,
    }),
    onlineEstimate: t.exposeBoolean('onlineEstimate', {
      description:
        'The site gives indicative offers online; without, `valueTradeIn` records the details for the dealer and answers why there is no offer.',
    }),
    maxAgeYears: t.exposeInt('maxAgeYears', {
      description: 'No online offer for a car older than this many years.',
    }),
    maxKm: t.exposeInt('maxKm', {
      description: 'No online offer for a car with more kilometres than this.',
    }),
    vehicleNameExample: t.field({
      type: VehicleNameExampleRef,
      nullable: true,
      description:
        'The example the make and model messages give: the site’s most listed make and its most listed model, as `valueTradeIn`’s messages give it; null when the site lists nothing.',
      // The same example as valueTradeIn's, from this site's stock only.
      resolve: (_settings, _args, context) => siteVehicleNameExample(context.stock),
    }),
    questions: t.field({
      type: [TradeInQuestionRef],
      description: 'The adjustment questions, in the order the steps ask them.',
      resolve: (settings) => settings.questions,
    }),
  }),
});

builder.objectField(SiteRef, 'tradeIn', (t) =>
  t.field({
    type: TradeInSettingsRef,
    description: 'The trade-in valuation’s steps: rego lookup, questions, online estimate limits.',
    resolve: (site) => site.config.tradeIn,
  }),
);
