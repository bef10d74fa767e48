/**
 * @generated SignedSource<<670489b529194b30afd25d2de43c0e1b>>
 * @relayHash ba550680abc9245ca80e83d33a6db420
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 824d414d39b16eea15dedbbb2528e9efceccb2033422d293ed9bd1a8de0191d8

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MarketPriceBadgeTestQuery$variables = Record<PropertyKey, never>;
export type MarketPriceBadgeTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"MarketPriceBadge_car">;
  } | null | undefined;
};
export type MarketPriceBadgeTestQuery = {
  response: MarketPriceBadgeTestQuery$data;
  variables: MarketPriceBadgeTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2020-mazda-cx-5-maxx-sport"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MarketPriceBadgeTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarketPriceBadge_car"
          }
        ],
        "storageKey": "car(slug:\"2020-mazda-cx-5-maxx-sport\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MarketPriceBadgeTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketPriceBadge",
            "kind": "LinkedField",
            "name": "marketPriceBadge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "averageMarketPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "belowAverageBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "car(slug:\"2020-mazda-cx-5-maxx-sport\")"
      }
    ]
  },
  "params": {
    "id": "824d414d39b16eea15dedbbb2528e9efceccb2033422d293ed9bd1a8de0191d8",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.marketPriceBadge": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MarketPriceBadge"
        },
        "car.marketPriceBadge.averageMarketPrice": (v1/*:: as any*/),
        "car.marketPriceBadge.belowAverageBy": (v1/*:: as any*/),
        "car.marketPriceBadge.label": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "MarketPriceBadgeTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e697002c6471a831720a2a90a9091583";

export default node;
