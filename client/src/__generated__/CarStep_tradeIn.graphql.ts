/**
 * @generated SignedSource<<ca1d61812a85abc92030ad2ee331c7b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarStep_tradeIn$data = {
  readonly maxAgeYears: number;
  readonly maxKm: number;
  readonly onlineEstimate: boolean;
  readonly regoLookup: boolean;
  readonly " $fragmentType": "CarStep_tradeIn";
};
export type CarStep_tradeIn$key = {
  readonly " $data"?: CarStep_tradeIn$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarStep_tradeIn">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarStep_tradeIn",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "regoLookup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onlineEstimate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxAgeYears",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxKm",
      "storageKey": null
    }
  ],
  "type": "TradeInSettings",
  "abstractKey": null
};

(node as any).hash = "1b9c21a401b18020cec1bc79c3b6e9db";

export default node;
