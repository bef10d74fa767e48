/**
 * @generated SignedSource<<f988d6a783749d4d8a9f99c9066bcb76>>
 * @relayHash 7a34ce2ba98a04ba64cb3c1759fd0269
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 986ed8836c0ce8c6de2afde3afa929a474618359192e81c11bd35ea297ab9820

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchFacetsTestQuery$variables = Record<PropertyKey, never>;
export type SearchFacetsTestQuery$data = {
  readonly carSearch: {
    readonly " $fragmentSpreads": FragmentRefs<"SearchFacets_search">;
  };
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"SearchFacets_site">;
  };
};
export type SearchFacetsTestQuery = {
  response: SearchFacetsTestQuery$data;
  variables: SearchFacetsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "selected",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CarFacetValue"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchFacetsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CarSearchConnection",
        "kind": "LinkedField",
        "name": "carSearch",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SearchFacets_search"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SearchFacets_site"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SearchFacetsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CarSearchConnection",
        "kind": "LinkedField",
        "name": "carSearch",
        "plural": false,
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
                "name": "values",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v0/*:: as any*/),
                  (v3/*:: as any*/)
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
                  (v2/*:: as any*/),
                  (v0/*:: as any*/),
                  (v3/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
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
                "concreteType": "PriceSliderSettings",
                "kind": "LinkedField",
                "name": "priceSlider",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "min",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "max",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "step",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "986ed8836c0ce8c6de2afde3afa929a474618359192e81c11bd35ea297ab9820",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "carSearch": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CarSearchConnection"
        },
        "carSearch.facets": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CarFacet"
        },
        "carSearch.facets.attribute": {
          "enumValues": [
            "BADGE",
            "BODY",
            "CAR_TYPE",
            "CATEGORIES",
            "CERTIFIED",
            "CITY",
            "COLOUR",
            "DEALERSHIP_NAME",
            "DEALERSHIP_SLUG",
            "DRIVE",
            "FEATURES",
            "FUEL",
            "ITEM_TYPE",
            "KM",
            "LOCATION_NAME",
            "MAKE",
            "MAKE_MODEL",
            "MODEL",
            "PRICE",
            "PRICE_RANGE",
            "SEATS",
            "STATE",
            "STATUS",
            "SUBSCRIPTION_PRICE",
            "TAG",
            "TRANSMISSION",
            "WEEKLY_PRICE_RANGE",
            "YEAR"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarFacetAttribute"
        },
        "carSearch.facets.filterField": (v4/*:: as any*/),
        "carSearch.facets.label": (v4/*:: as any*/),
        "carSearch.facets.popular": (v5/*:: as any*/),
        "carSearch.facets.popular.count": (v6/*:: as any*/),
        "carSearch.facets.popular.label": (v4/*:: as any*/),
        "carSearch.facets.popular.selected": (v7/*:: as any*/),
        "carSearch.facets.popular.value": (v4/*:: as any*/),
        "carSearch.facets.values": (v5/*:: as any*/),
        "carSearch.facets.values.count": (v6/*:: as any*/),
        "carSearch.facets.values.label": (v4/*:: as any*/),
        "carSearch.facets.values.selected": (v7/*:: as any*/),
        "carSearch.facets.values.value": (v4/*:: as any*/),
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.search": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SearchSettings"
        },
        "site.search.priceSlider": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceSliderSettings"
        },
        "site.search.priceSlider.max": (v6/*:: as any*/),
        "site.search.priceSlider.min": (v6/*:: as any*/),
        "site.search.priceSlider.step": (v6/*:: as any*/)
      }
    },
    "name": "SearchFacetsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a71ff4855b16b692b0dfdc2b1bdc990c";

export default node;
