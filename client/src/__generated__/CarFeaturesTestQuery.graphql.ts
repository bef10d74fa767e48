/**
 * @generated SignedSource<<84fc5907201d0ae7d310dc9e7226b63a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "6f276ce3759cedaa6238488dc3585cfb",
    "id": null,
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
    "text": "query CarFeaturesTestQuery {\n  car(slug: \"2021-toyota-hilux-sr5\") {\n    ...CarFeatures_car\n    id\n  }\n}\n\nfragment CarFeatures_car on Car {\n  features\n}\n"
  }
};
})();

(node as any).hash = "4674083dd09f3637eee74678423ee5ff";

export default node;
