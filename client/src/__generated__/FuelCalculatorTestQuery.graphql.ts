/**
 * @generated SignedSource<<b0a329ccb6fbbdc23d89fa79b0db43f5>>
 * @relayHash 02c7d9233b2afae46b646f0d45837b7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aca5e49aac5b3714e48b760b386667fbeb5b2e67c5dda5de1c1f9940983424f9

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FuelCalculatorTestQuery$variables = Record<PropertyKey, never>;
export type FuelCalculatorTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarCalculators_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"CarCalculators_site">;
  };
};
export type FuelCalculatorTestQuery = {
  response: FuelCalculatorTestQuery$data;
  variables: FuelCalculatorTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "any"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FuelCalculatorTestQuery",
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
            "name": "CarCalculators_car"
          }
        ],
        "storageKey": "car(slug:\"any\")"
      },
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
            "name": "CarCalculators_site"
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
    "name": "FuelCalculatorTestQuery",
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
            "kind": "ScalarField",
            "name": "fuel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CarVariant",
            "kind": "LinkedField",
            "name": "variant",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fuelConsumptionCombined",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
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
        "storageKey": "car(slug:\"any\")"
      },
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
                "name": "fuelCalculator",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveryAvailable",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "aca5e49aac5b3714e48b760b386667fbeb5b2e67c5dda5de1c1f9940983424f9",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.fuel": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.slug": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "car.variant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CarVariant"
        },
        "car.variant.fuelConsumptionCombined": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.deliveryAvailable": (v1/*:: as any*/),
        "site.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteFeatures"
        },
        "site.features.fuelCalculator": (v1/*:: as any*/)
      }
    },
    "name": "FuelCalculatorTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93623694ce799254b26b5a3f16a43068";

export default node;
