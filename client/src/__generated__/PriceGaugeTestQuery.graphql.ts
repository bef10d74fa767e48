/**
 * @generated SignedSource<<40dfc716a2e04f69257a88a87c88497b>>
 * @relayHash b428964d7e9a6b4ddb3ace4fc0b3bc8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f9c457898997c36685c2e18aeed53b99634c4b90f02252c263add723a81c2d6

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PriceGaugeTestQuery$variables = Record<PropertyKey, never>;
export type PriceGaugeTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"PriceGauge_car">;
  } | null | undefined;
};
export type PriceGaugeTestQuery = {
  response: PriceGaugeTestQuery$data;
  variables: PriceGaugeTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2021-toyota-corolla-ascent-sport"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
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
    "name": "PriceGaugeTestQuery",
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
            "name": "PriceGauge_car"
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-corolla-ascent-sport\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PriceGaugeTestQuery",
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
            "concreteType": "PriceGauge",
            "kind": "LinkedField",
            "name": "priceGauge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fill",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "listingPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marketRangeMin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marketRangeMax",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fillLevel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confidenceText",
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
        "storageKey": "car(slug:\"2021-toyota-corolla-ascent-sport\")"
      }
    ]
  },
  "params": {
    "id": "2f9c457898997c36685c2e18aeed53b99634c4b90f02252c263add723a81c2d6",
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
        "car.priceGauge": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PriceGauge"
        },
        "car.priceGauge.confidenceText": (v1/*:: as any*/),
        "car.priceGauge.dealLabel": {
          "enumValues": [
            "GOOD_DEAL",
            "GREAT_DEAL"
          ],
          "nullable": false,
          "plural": false,
          "type": "PriceGaugeDeal"
        },
        "car.priceGauge.dealText": (v1/*:: as any*/),
        "car.priceGauge.description": (v1/*:: as any*/),
        "car.priceGauge.fill": (v2/*:: as any*/),
        "car.priceGauge.fillLevel": {
          "enumValues": [
            "HIGH",
            "LOW",
            "MEDIUM"
          ],
          "nullable": false,
          "plural": false,
          "type": "PriceGaugeFillLevel"
        },
        "car.priceGauge.listingPrice": (v2/*:: as any*/),
        "car.priceGauge.marketRangeMax": (v2/*:: as any*/),
        "car.priceGauge.marketRangeMin": (v2/*:: as any*/)
      }
    },
    "name": "PriceGaugeTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b22a34e94497ff0e50c797a0578472ca";

export default node;
