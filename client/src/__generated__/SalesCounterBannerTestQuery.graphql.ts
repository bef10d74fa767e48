/**
 * @generated SignedSource<<3bab47f76c044cb5dd24a4cdc7c4e45b>>
 * @relayHash 98ad619df098cb5972b4caab53a8a538
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51c0e49caaf20e9cc9a52273657e3fe3d4daafd6a863fd6498e497ae3d977cbd

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SalesCounterBannerTestQuery$variables = Record<PropertyKey, never>;
export type SalesCounterBannerTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"SalesCounterBanner_site">;
  };
};
export type SalesCounterBannerTestQuery = {
  response: SalesCounterBannerTestQuery$data;
  variables: SalesCounterBannerTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SalesCounterBannerTestQuery",
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
            "name": "SalesCounterBanner_site"
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
    "name": "SalesCounterBannerTestQuery",
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
            "concreteType": "SalesCounter",
            "kind": "LinkedField",
            "name": "salesCounter",
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
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "computedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "salesPerDay",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secondsPerSale",
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
    "id": "51c0e49caaf20e9cc9a52273657e3fe3d4daafd6a863fd6498e497ae3d977cbd",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.salesCounter": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SalesCounter"
        },
        "site.salesCounter.computedAt": (v0/*:: as any*/),
        "site.salesCounter.count": (v1/*:: as any*/),
        "site.salesCounter.salesPerDay": (v1/*:: as any*/),
        "site.salesCounter.secondsPerSale": (v1/*:: as any*/),
        "site.salesCounter.title": (v0/*:: as any*/)
      }
    },
    "name": "SalesCounterBannerTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fbcfcfab8dd2e4045ac080aaeee56298";

export default node;
