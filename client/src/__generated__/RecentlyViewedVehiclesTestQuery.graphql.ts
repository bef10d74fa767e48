/**
 * @generated SignedSource<<ad91ce374445af1aba515ee40072e01a>>
 * @relayHash d44c38e848c243745ea3c0f92eea6e43
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e1ed13d45ae1504536d88a1c1da640b81ee376f864a6101d80cb6ef60d6196f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecentlyViewedVehiclesTestQuery$variables = Record<PropertyKey, never>;
export type RecentlyViewedVehiclesTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"RecentlyViewedVehicles_site">;
  };
};
export type RecentlyViewedVehiclesTestQuery = {
  response: RecentlyViewedVehiclesTestQuery$data;
  variables: RecentlyViewedVehiclesTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecentlyViewedVehiclesTestQuery",
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
            "name": "RecentlyViewedVehicles_site"
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
    "name": "RecentlyViewedVehiclesTestQuery",
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
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8e1ed13d45ae1504536d88a1c1da640b81ee376f864a6101d80cb6ef60d6196f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.slug": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "RecentlyViewedVehiclesTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "f3fa2fc4e1c09984a686f7f08320b402";

export default node;
