/**
 * @generated SignedSource<<cd5486fe96a06de629dec7bffbca30c5>>
 * @relayHash 0be8421b489411cb6efdd0b73ed2698d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 72924aaa9501cf8a9d841c942a4e2f381fcbb3ff8f01643b5e64fff4f5b2fa61

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SortSelectTestQuery$variables = Record<PropertyKey, never>;
export type SortSelectTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"SortSelect_site">;
  };
};
export type SortSelectTestQuery = {
  response: SortSelectTestQuery$data;
  variables: SortSelectTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  "HIGHEST_KM",
  "HIGHEST_PRICE",
  "LATEST",
  "LOWEST_KM",
  "LOWEST_PRICE",
  "MOST_RELEVANT",
  "NEAREST",
  "NEWEST_YEAR",
  "OLDEST_YEAR"
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SortSelectTestQuery",
    "selections": [
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
            "name": "SortSelect_site"
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
    "name": "SortSelectTestQuery",
    "selections": [
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
                "kind": "ScalarField",
                "name": "sortOptions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultSort",
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
    "id": "72924aaa9501cf8a9d841c942a4e2f381fcbb3ff8f01643b5e64fff4f5b2fa61",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
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
        "site.search.defaultSort": {
          "enumValues": (v0/*:: as any*/),
          "nullable": false,
          "plural": false,
          "type": "CarSort"
        },
        "site.search.sortOptions": {
          "enumValues": (v0/*:: as any*/),
          "nullable": false,
          "plural": true,
          "type": "CarSort"
        }
      }
    },
    "name": "SortSelectTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "226b309a1437c004b22f16a76db7a2c5";

export default node;
