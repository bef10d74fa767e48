/**
 * @generated SignedSource<<c1494159763b9ef41cc1ab567942cab2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInCarFields_journey$data = {
  readonly tradeIn: {
    readonly answers: ReadonlyArray<{
      readonly answer: string;
      readonly questionId: string;
    }>;
    readonly badge: string | null | undefined;
    readonly km: number | null | undefined;
    readonly make: string | null | undefined;
    readonly model: string | null | undefined;
    readonly rego: string | null | undefined;
    readonly year: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "TradeInCarFields_journey";
};
export type TradeInCarFields_journey$key = {
  readonly " $data"?: TradeInCarFields_journey$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInCarFields_journey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInCarFields_journey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutTradeIn",
      "kind": "LinkedField",
      "name": "tradeIn",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rego",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "make",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "model",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "badge",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "km",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CheckoutTradeInAnswer",
          "kind": "LinkedField",
          "name": "answers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "questionId",
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
      "storageKey": null
    }
  ],
  "type": "CheckoutJourney",
  "abstractKey": null
};

(node as any).hash = "64e4c6715cd64525bd71a1502915a069";

export default node;
