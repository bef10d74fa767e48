/**
 * @generated SignedSource<<b650284e136290a2c20cba5b65328d0a>>
 * @relayHash 875c07943704d9b9cb6398e0ff6c1ebc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1da64c99e0fbb9880c2f100fafaf9283687cad6983fa25d878aec4f9c96a2d37

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SavedSearchesPageQuery$variables = Record<PropertyKey, never>;
export type SavedSearchesPageQuery$data = {
  readonly site: {
    readonly name: string;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SavedSearchesList_viewer">;
  } | null | undefined;
};
export type SavedSearchesPageQuery = {
  response: SavedSearchesPageQuery$data;
  variables: SavedSearchesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedSearchesPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
    "name": "SavedSearchesPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
    "id": "1da64c99e0fbb9880c2f100fafaf9283687cad6983fa25d878aec4f9c96a2d37",
    "metadata": {},
    "name": "SavedSearchesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "72f3fe8972829712ef5ed5efeed406f2";

export default node;
