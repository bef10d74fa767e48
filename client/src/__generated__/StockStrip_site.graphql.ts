/**
 * @generated SignedSource<<da850d4c5c64e061df0d1b520e988e5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarSort = "HIGHEST_KM" | "HIGHEST_PRICE" | "LATEST" | "LOWEST_KM" | "LOWEST_PRICE" | "MOST_RELEVANT" | "NEAREST" | "NEWEST_YEAR" | "OLDEST_YEAR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StockStrip_site$data = {
  readonly search: {
    readonly defaultSort: CarSort;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CarCard_site">;
  readonly " $fragmentType": "StockStrip_site";
};
export type StockStrip_site$key = {
  readonly " $data"?: StockStrip_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"StockStrip_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StockStrip_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchSettings",
      "kind": "LinkedField",
      "name": "search",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultSort",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarCard_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "7e99b1e4a15608d843bd8f2e0c15572c";

export default node;
