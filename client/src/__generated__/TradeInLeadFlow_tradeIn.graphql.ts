/**
 * @generated SignedSource<<dde6e2a61d0d1410c73506e7f813bcfd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInLeadFlow_tradeIn$data = {
  readonly questions: ReadonlyArray<{
    readonly __typename: "TradeInQuestion";
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInValuationSteps_tradeIn">;
  readonly " $fragmentType": "TradeInLeadFlow_tradeIn";
};
export type TradeInLeadFlow_tradeIn$key = {
  readonly " $data"?: TradeInLeadFlow_tradeIn$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInLeadFlow_tradeIn">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInLeadFlow_tradeIn",
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
      "name": "TradeInValuationSteps_tradeIn"
    }
  ],
  "type": "TradeInSettings",
  "abstractKey": null
};

(node as any).hash = "89d21cbf8c340c9a62fd3e8ba383a8ea";

export default node;
