/**
 * @generated SignedSource<<1513781938298ad9585f8d19bac50a1a>>
 * @relayHash 08ef382689ef139dead06537191034d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9c346a96fc2a3ec1f2fb1e386adc8741717a587ce5b4c7e550afe5c8c1caba7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarSpecificationsTestQuery$variables = Record<PropertyKey, never>;
export type CarSpecificationsTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarSpecifications_car">;
  } | null | undefined;
};
export type CarSpecificationsTestQuery = {
  response: CarSpecificationsTestQuery$data;
  variables: CarSpecificationsTestQuery$variables;
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
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarSpecificationsTestQuery",
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
            "name": "CarSpecifications_car"
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
    "name": "CarSpecificationsTestQuery",
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
            "concreteType": "CarVariant",
            "kind": "LinkedField",
            "name": "variant",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "engineSizeLitres",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "engineSizeCc",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cylinders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "induction",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gearType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fuelConsumptionCombined",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fuelCapacity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "torqueNm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "towingCapacityBraked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "grossVehicleMass",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lengthMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "widthMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "heightMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ancapRating",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CaravanSpecifications",
            "kind": "LinkedField",
            "name": "caravanSpecifications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bodyLengthFeet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bodyWidthFeet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tareWeightKg",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aggregateTrailerMassKg",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "axleType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sleeps",
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
    "id": "b9c346a96fc2a3ec1f2fb1e386adc8741717a587ce5b4c7e550afe5c8c1caba7",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.caravanSpecifications": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CaravanSpecifications"
        },
        "car.caravanSpecifications.aggregateTrailerMassKg": (v1/*:: as any*/),
        "car.caravanSpecifications.axleType": (v2/*:: as any*/),
        "car.caravanSpecifications.bodyLengthFeet": (v3/*:: as any*/),
        "car.caravanSpecifications.bodyWidthFeet": (v3/*:: as any*/),
        "car.caravanSpecifications.sleeps": (v1/*:: as any*/),
        "car.caravanSpecifications.tareWeightKg": (v1/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.variant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CarVariant"
        },
        "car.variant.ancapRating": (v1/*:: as any*/),
        "car.variant.cylinders": (v1/*:: as any*/),
        "car.variant.engineSizeCc": (v1/*:: as any*/),
        "car.variant.engineSizeLitres": (v3/*:: as any*/),
        "car.variant.fuelCapacity": (v3/*:: as any*/),
        "car.variant.fuelConsumptionCombined": (v3/*:: as any*/),
        "car.variant.gearType": (v2/*:: as any*/),
        "car.variant.grossVehicleMass": (v1/*:: as any*/),
        "car.variant.heightMm": (v1/*:: as any*/),
        "car.variant.induction": (v2/*:: as any*/),
        "car.variant.lengthMm": (v1/*:: as any*/),
        "car.variant.torqueNm": (v1/*:: as any*/),
        "car.variant.towingCapacityBraked": (v1/*:: as any*/),
        "car.variant.widthMm": (v1/*:: as any*/)
      }
    },
    "name": "CarSpecificationsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7d1f741175e08ad008cc0b9b1e7aa988";

export default node;
