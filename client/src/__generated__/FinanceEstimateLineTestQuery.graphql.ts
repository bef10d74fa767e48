/**
 * @generated SignedSource<<a7e46058e22290119f652a2c16689c97>>
 * @relayHash e3e8f27f90db2d4969996202e5d47b31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba8d63ae275c37078533e33359c8c556647be0d886b8e8d137a6504124dcf0ea

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinanceEstimateLineTestQuery$variables = Record<PropertyKey, never>;
export type FinanceEstimateLineTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"FinanceEstimateLine_car">;
  } | null | undefined;
};
export type FinanceEstimateLineTestQuery = {
  response: FinanceEstimateLineTestQuery$data;
  variables: FinanceEstimateLineTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2021-toyota-hilux-sr5"
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
    "name": "FinanceEstimateLineTestQuery",
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
            "name": "FinanceEstimateLine_car"
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FinanceEstimateLineTestQuery",
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
            "concreteType": "FinanceQuote",
            "kind": "LinkedField",
            "name": "financeEstimate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "perWeek",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "interestRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comparisonRate",
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
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      }
    ]
  },
  "params": {
    "id": "ba8d63ae275c37078533e33359c8c556647be0d886b8e8d137a6504124dcf0ea",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "car.financeEstimate.comparisonRate": (v1/*:: as any*/),
        "car.financeEstimate.interestRate": (v1/*:: as any*/),
        "car.financeEstimate.perWeek": (v1/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "FinanceEstimateLineTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8d7f7d6cde99a36498bf9a4623f12446";

export default node;
