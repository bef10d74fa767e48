/**
 * @generated SignedSource<<931079515fb87679f094aedc3d6f985a>>
 * @relayHash 755633defe5f00e1dc61bbb31e6003fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecca55894c99a2641afb12e2721dd57d3f42e38785c9d7472c9343a2b4da6a84

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountLinksTestQuery$variables = Record<PropertyKey, never>;
export type AccountLinksTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountLinks_site">;
  };
};
export type AccountLinksTestQuery = {
  response: AccountLinksTestQuery$data;
  variables: AccountLinksTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    "name": "AccountLinksTestQuery",
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
            "name": "AccountLinks_site"
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
    "name": "AccountLinksTestQuery",
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
            "concreteType": "SiteFeatures",
            "kind": "LinkedField",
            "name": "features",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "watchlist",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Garage",
            "kind": "LinkedField",
            "name": "garage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
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
    "id": "ecca55894c99a2641afb12e2721dd57d3f42e38785c9d7472c9343a2b4da6a84",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteFeatures"
        },
        "site.features.watchlist": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "site.garage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Garage"
        },
        "site.garage.path": (v0/*:: as any*/),
        "site.garage.title": (v0/*:: as any*/)
      }
    },
    "name": "AccountLinksTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6f191c069ecd26a8a669f1dbd9920901";

export default node;
