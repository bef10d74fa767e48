/**
 * @generated SignedSource<<80ea415e7bf7186297b58baa88edf2f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckoutStep = "DELIVERY" | "DEPOSIT" | "DETAILS" | "FINANCE" | "TRADE_IN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CheckoutJourney_journey$data = {
  readonly car: {
    readonly slug: string;
  };
  readonly completedSteps: ReadonlyArray<CheckoutStep>;
  readonly nextStep: CheckoutStep | null | undefined;
  readonly notPurchasableReason: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryStep_journey" | "DepositStep_journey" | "DetailsStep_journey" | "FinanceStep_journey" | "TradeInStep_journey">;
  readonly " $fragmentType": "CheckoutJourney_journey";
};
export type CheckoutJourney_journey$key = {
  readonly " $data"?: CheckoutJourney_journey$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutJourney_journey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutJourney_journey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextStep",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedSteps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notPurchasableReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Car",
      "kind": "LinkedField",
      "name": "car",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DetailsStep_journey"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TradeInStep_journey"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FinanceStep_journey"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliveryStep_journey"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DepositStep_journey"
    }
  ],
  "type": "CheckoutJourney",
  "abstractKey": null
};

(node as any).hash = "79e138d0c025c4eb8701d4da430b8150";

export default node;
