/**
 * @generated SignedSource<<cf8ffccad3ffef02eb2acb638c22992e>>
 * @relayHash 5cc275e8819856901e1a928ab207cba2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb9c1def1678bc8dd2e3eff68924cc97c3982edbb9f7c46ae92d4cf3e047bcf2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeliveryCalculatorTestQuery$variables = Record<PropertyKey, never>;
export type DeliveryCalculatorTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarCalculators_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"CarCalculators_site">;
  };
};
export type DeliveryCalculatorTestQuery = {
  response: DeliveryCalculatorTestQuery$data;
  variables: DeliveryCalculatorTestQuery$variables;
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
    "name": "DeliveryCalculatorTestQuery",
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
    "name": "DeliveryCalculatorTestQuery",
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
    "id": "eb9c1def1678bc8dd2e3eff68924cc97c3982edbb9f7c46ae92d4cf3e047bcf2",
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
    "name": "DeliveryCalculatorTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0de7ffba12ae4317a33a0bb96b6c6fdb";

export default node;
