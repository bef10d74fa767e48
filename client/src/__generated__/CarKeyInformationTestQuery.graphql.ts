/**
 * @generated SignedSource<<b04346abaadfd7396a5eb7cffb505045>>
 * @relayHash bd468e6e77394c1efd46408b2fc8ccb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c1562fc0b19637d5b049abe38614bff93610c1979f713a01ff4890d26946c65

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarKeyInformationTestQuery$variables = Record<PropertyKey, never>;
export type CarKeyInformationTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarKeyInformation_car">;
  } | null | undefined;
};
export type CarKeyInformationTestQuery = {
  response: CarKeyInformationTestQuery$data;
  variables: CarKeyInformationTestQuery$variables;
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
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarKeyInformationTestQuery",
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
            "name": "CarKeyInformation_car"
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
    "name": "CarKeyInformationTestQuery",
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
            "name": "km",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transmission",
            "storageKey": null
          },
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
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "drive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "colour",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "interiorColour",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seats",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "doors",
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
                "name": "engineSizeLitres",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "engineSizeCc",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stockNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regPlate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regoExpiry",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "buildDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "complianceDate",
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
    "id": "0c1562fc0b19637d5b049abe38614bff93610c1979f713a01ff4890d26946c65",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.body": (v1/*:: as any*/),
        "car.buildDate": (v1/*:: as any*/),
        "car.colour": (v1/*:: as any*/),
        "car.complianceDate": (v1/*:: as any*/),
        "car.doors": (v2/*:: as any*/),
        "car.drive": (v1/*:: as any*/),
        "car.fuel": (v1/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.interiorColour": (v1/*:: as any*/),
        "car.km": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "car.regPlate": (v1/*:: as any*/),
        "car.regoExpiry": (v1/*:: as any*/),
        "car.seats": (v2/*:: as any*/),
        "car.stockNumber": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "car.transmission": (v1/*:: as any*/),
        "car.variant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CarVariant"
        },
        "car.variant.engineSizeCc": (v2/*:: as any*/),
        "car.variant.engineSizeLitres": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "car.vin": (v1/*:: as any*/)
      }
    },
    "name": "CarKeyInformationTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4a39b7b0cae4dea2c939d1b77dd5ca7b";

export default node;
