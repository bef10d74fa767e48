/**
 * @generated SignedSource<<ef0ea2a0faad886ca7523a5196e5e62d>>
 * @relayHash e3b8078cc67721f8fdf70366adfee8b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58ae6820f938268ab5636e86138802d33edcc4e77adaa520d683c18977121b1f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SavedSearchesListTestQuery$variables = Record<PropertyKey, never>;
export type SavedSearchesListTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SavedSearchesList_viewer">;
  } | null | undefined;
};
export type SavedSearchesListTestQuery = {
  response: SavedSearchesListTestQuery$data;
  variables: SavedSearchesListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedSearchesListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SavedSearchesList_viewer"
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
    "name": "SavedSearchesListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedSearch",
            "kind": "LinkedField",
            "name": "savedSearches",
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
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emailAlerts",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priceDropAlerts",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "58ae6820f938268ab5636e86138802d33edcc4e77adaa520d683c18977121b1f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.priceDropAlerts": (v0/*:: as any*/),
        "viewer.savedSearches": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SavedSearch"
        },
        "viewer.savedSearches.emailAlerts": (v0/*:: as any*/),
        "viewer.savedSearches.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.savedSearches.label": (v1/*:: as any*/),
        "viewer.savedSearches.url": (v1/*:: as any*/)
      }
    },
    "name": "SavedSearchesListTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2997c988991dd5e9c7771365e86f04c5";

export default node;
