/**
 * @generated SignedSource<<4b532ffdcac47d6a3bf93d23f1e4bbcc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinanceEstimateLine_car$data = {
  readonly financeEstimate: {
    readonly comparisonRate: number;
    readonly interestRate: number;
    readonly perWeek: number;
  } | null | undefined;
  readonly " $fragmentType": "FinanceEstimateLine_car";
};
export type FinanceEstimateLine_car$key = {
  readonly " $data"?: FinanceEstimateLine_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinanceEstimateLine_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinanceEstimateLine_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FinanceQuote",
      "kind": "LinkedField",
      "name": "financeEstimate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "perWeek",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interestRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comparisonRate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "064459b6c642aadaad3790b4b2410500";

export default node;
