/**
 * @generated SignedSource<<14fd9405cf951783b74136370b8e6096>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInStep_journey$data = {
  readonly tradeIn: {
    readonly answers: ReadonlyArray<{
      readonly answer: string;
      readonly questionId: string;
    }>;
    readonly badge: string | null | undefined;
    readonly disclaimer: string | null | undefined;
    readonly estimateHigh: number | null | undefined;
    readonly estimateLow: number | null | undefined;
    readonly hasTradeIn: boolean;
    readonly km: number | null | undefined;
    readonly make: string | null | undefined;
    readonly model: string | null | undefined;
    readonly offer: number | null | undefined;
    readonly reason: string | null | undefined;
    readonly rego: string | null | undefined;
    readonly year: number | null | undefined;
  } | null | undefined;
  readonly tradeInOffered: boolean;
  readonly " $fragmentType": "TradeInStep_journey";
};
export type TradeInStep_journey$key = {
  readonly " $data"?: TradeInStep_journey$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInStep_journey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInStep_journey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradeInOffered",
      "storageKey": null
    },
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
          "name": "hasTradeIn",
          "storageKey": null
        },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "estimateLow",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "estimateHigh",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disclaimer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckoutJourney",
  "abstractKey": null
};

(node as any).hash = "6355f071b1189714782df0587a5d21b5";

export default node;
