/**
 * @generated SignedSource<<555a8ea6a54d4e8204a0af5081f970ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarFacetAttribute = "BADGE" | "BODY" | "CAR_TYPE" | "CATEGORIES" | "CERTIFIED" | "CITY" | "COLOUR" | "DEALERSHIP_NAME" | "DEALERSHIP_SLUG" | "DRIVE" | "FEATURES" | "FUEL" | "ITEM_TYPE" | "KM" | "LOCATION_NAME" | "MAKE" | "MAKE_MODEL" | "MODEL" | "PRICE" | "PRICE_RANGE" | "SEATS" | "STATE" | "STATUS" | "SUBSCRIPTION_PRICE" | "TAG" | "TRANSMISSION" | "WEEKLY_PRICE_RANGE" | "YEAR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FacetTiles_search$data = {
  readonly facets: ReadonlyArray<{
    readonly attribute: CarFacetAttribute;
    readonly filterField: string;
    readonly label: string;
    readonly popular: ReadonlyArray<{
      readonly count: number;
      readonly label: string;
      readonly value: string;
    }>;
    readonly values: ReadonlyArray<{
      readonly count: number;
      readonly label: string;
      readonly value: string;
    }>;
  }>;
  readonly " $fragmentType": "FacetTiles_search";
};
export type FacetTiles_search$key = {
  readonly " $data"?: FacetTiles_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"FacetTiles_search">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FacetTiles_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CarFacet",
      "kind": "LinkedField",
      "name": "facets",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attribute",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "filterField",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CarFacetValue",
          "kind": "LinkedField",
          "name": "popular",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CarFacetValue",
          "kind": "LinkedField",
          "name": "values",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CarSearchConnection",
  "abstractKey": null
};
})();

(node as any).hash = "526f93b2d84761b295d31f52f1ac6263";

export default node;
