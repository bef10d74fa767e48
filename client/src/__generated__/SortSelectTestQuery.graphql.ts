/**
 * @generated SignedSource<<6c824af0adecaaeee15b7b59ea9f80f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "0be8421b489411cb6efdd0b73ed2698d",
    "id": null,
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
    "text": "query SortSelectTestQuery {\n  site {\n    ...SortSelect_site\n  }\n}\n\nfragment SortSelect_site on Site {\n  search {\n    sortOptions\n    defaultSort\n  }\n}\n"
  }
};
})();

(node as any).hash = "226b309a1437c004b22f16a76db7a2c5";

export default node;
