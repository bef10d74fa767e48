/**
 * @generated SignedSource<<1c4fd1597a2d00d6eded23253695d9c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarFacetAttribute = "BADGE" | "BODY" | "CAR_TYPE" | "CATEGORIES" | "CERTIFIED" | "CITY" | "COLOUR" | "DEALERSHIP_NAME" | "DEALERSHIP_SLUG" | "DRIVE" | "FEATURES" | "FUEL" | "ITEM_TYPE" | "KM" | "LOCATION_NAME" | "MAKE" | "MAKE_MODEL" | "MODEL" | "PRICE" | "PRICE_RANGE" | "SEATS" | "STATE" | "STATUS" | "SUBSCRIPTION_PRICE" | "TAG" | "TRANSMISSION" | "WEEKLY_PRICE_RANGE" | "YEAR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SearchFacets_search$data = {
  readonly facets: ReadonlyArray<{
    readonly attribute: CarFacetAttribute;
    readonly filterField: string;
    readonly label: string;
    readonly popular: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"FacetList_values">;
    }>;
    readonly values: ReadonlyArray<{
      readonly selected: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"FacetList_values">;
    }>;
  }>;
  readonly " $fragmentType": "SearchFacets_search";
};
export type SearchFacets_search$key = {
  readonly " $data"?: SearchFacets_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchFacets_search">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "FacetList_values"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchFacets_search",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
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
          "name": "values",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "selected",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CarFacetValue",
          "kind": "LinkedField",
          "name": "popular",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
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

(node as any).hash = "55098e049e11fe3b9f14505baa547325";

export default node;
