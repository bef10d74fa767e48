/**
 * @generated SignedSource<<81f05fc3edd3bc29a0608a9ee0245a2e>>
 * @relayHash 6f276ce3759cedaa6238488dc3585cfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5af1a0cfc8eb624a120b79781347ef553d61af9ce767dbb8c676f199d2bc140b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarFeaturesTestQuery$variables = Record<PropertyKey, never>;
export type CarFeaturesTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarFeatures_car">;
  } | null | undefined;
};
export type CarFeaturesTestQuery = {
  response: CarFeaturesTestQuery$data;
  variables: CarFeaturesTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2021-toyota-hilux-sr5"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarFeaturesTestQuery",
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
            "name": "CarFeatures_car"
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
    "name": "CarFeaturesTestQuery",
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
            "name": "features",
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
    "id": "5af1a0cfc8eb624a120b79781347ef553d61af9ce767dbb8c676f199d2bc140b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.features": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "CarFeaturesTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4674083dd09f3637eee74678423ee5ff";

export default node;
