/**
 * @generated SignedSource<<ed03b42925bb64238a779eecff0b46e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInFaq_tradeIn$data = {
  readonly faq: ReadonlyArray<{
    readonly answer: string;
    readonly question: string;
  }>;
  readonly " $fragmentType": "TradeInFaq_tradeIn";
};
export type TradeInFaq_tradeIn$key = {
  readonly " $data"?: TradeInFaq_tradeIn$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInFaq_tradeIn">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInFaq_tradeIn",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TradeInFaqEntry",
      "kind": "LinkedField",
      "name": "faq",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TradeInSettings",
  "abstractKey": null
};

(node as any).hash = "f9e16a04ec2086bf281d59930ade71e0";

export default node;
