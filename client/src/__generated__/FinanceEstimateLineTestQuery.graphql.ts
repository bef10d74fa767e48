/**
 * @generated SignedSource<<470b5131c73934e67f15baf8d4d2705a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e3e8f27f90db2d4969996202e5d47b31",
    "id": null,
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
    "text": "query FinanceEstimateLineTestQuery {\n  car(slug: \"2021-toyota-hilux-sr5\") {\n    ...FinanceEstimateLine_car\n    id\n  }\n}\n\nfragment FinanceEstimateLine_car on Car {\n  financeEstimate {\n    perWeek\n    interestRate\n    comparisonRate\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d7f7d6cde99a36498bf9a4623f12446";

export default node;
