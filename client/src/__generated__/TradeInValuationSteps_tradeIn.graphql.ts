/**
 * @generated SignedSource<<40315ce99242f07a5685f3f4d2b846a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInValuationSteps_tradeIn$data = {
  readonly questions: ReadonlyArray<{
    readonly __typename: "TradeInQuestion";
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CarStep_tradeIn" | "ConditionStep_tradeIn">;
  readonly " $fragmentType": "TradeInValuationSteps_tradeIn";
};
export type TradeInValuationSteps_tradeIn$key = {
  readonly " $data"?: TradeInValuationSteps_tradeIn$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInValuationSteps_tradeIn">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInValuationSteps_tradeIn",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TradeInQuestion",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarStep_tradeIn"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConditionStep_tradeIn"
    }
  ],
  "type": "TradeInSettings",
  "abstractKey": null
};

(node as any).hash = "bc9d18c0cc79df39caee2cb2fb02b923";

export default node;
