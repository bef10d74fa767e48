/**
 * @generated SignedSource<<4754b6a584c59281ca515bd9e5705159>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInStep_journey$data = {
  readonly tradeIn: {
    readonly disclaimer: string | null | undefined;
    readonly estimateHigh: number | null | undefined;
    readonly estimateLow: number | null | undefined;
    readonly hasTradeIn: boolean;
    readonly make: string | null | undefined;
    readonly offer: number | null | undefined;
    readonly reason: string | null | undefined;
  } | null | undefined;
  readonly tradeInOffered: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInCarFields_journey">;
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
          "name": "make",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TradeInCarFields_journey"
    }
  ],
  "type": "CheckoutJourney",
  "abstractKey": null
};

(node as any).hash = "9c86b962e7bcd6affabdfb77a35bb0ef";

export default node;
