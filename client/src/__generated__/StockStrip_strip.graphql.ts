/**
 * @generated SignedSource<<ceb52ef492dca3780b1ee4dc88b6927d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarSort = "HIGHEST_KM" | "HIGHEST_PRICE" | "LATEST" | "LOWEST_KM" | "LOWEST_PRICE" | "MOST_RELEVANT" | "NEAREST" | "NEWEST_YEAR" | "OLDEST_YEAR" | "%future added value";
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StockStrip_strip$data = {
  readonly bodies: ReadonlyArray<string>;
  readonly carTypes: ReadonlyArray<CarType>;
  readonly cars: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CarCard_car">;
  }>;
  readonly heading: string;
  readonly makes: ReadonlyArray<string>;
  readonly sort: CarSort | null | undefined;
  readonly tags: ReadonlyArray<string>;
  readonly " $fragmentType": "StockStrip_strip";
};
export type StockStrip_strip$key = {
  readonly " $data"?: StockStrip_strip$data;
  readonly " $fragmentSpreads": FragmentRefs<"StockStrip_strip">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StockStrip_strip",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sort",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "makes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bodies",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Car",
      "kind": "LinkedField",
      "name": "cars",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CarCard_car"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeStockStrip",
  "abstractKey": null
};

(node as any).hash = "c54adff723461f9efdce60d00fdc8cf5";

export default node;
