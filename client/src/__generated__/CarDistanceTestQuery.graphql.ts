/**
 * @generated SignedSource<<0472f3b486426929c7e9f61514f2f470>>
 * @relayHash 5cf173ca6161b1f70e0b211facbd4d93
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a53207d3b25328de0cb986147960991f6e49ec2bc83b1cae03ed37534dfc9ce

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarDistanceTestQuery$variables = {
  postcode: string;
  withPostcode: boolean;
};
export type CarDistanceTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarDistance_car">;
  } | null | undefined;
};
export type CarDistanceTestQuery = {
  response: CarDistanceTestQuery$data;
  variables: CarDistanceTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "postcode"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withPostcode"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "a-car"
  }
],
v2 = {
  "kind": "Variable",
  "name": "postcode",
  "variableName": "postcode"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CarDistanceTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "args": [
              (v2/*:: as any*/),
              {
                "kind": "Variable",
                "name": "withPostcode",
                "variableName": "withPostcode"
              }
            ],
            "kind": "FragmentSpread",
            "name": "CarDistance_car"
          }
        ],
        "storageKey": "car(slug:\"a-car\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CarDistanceTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          {
            "condition": "withPostcode",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": [
                  (v2/*:: as any*/)
                ],
                "concreteType": "PostcodeDistance",
                "kind": "LinkedField",
                "name": "distanceFromPostcode",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postcode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "km",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "car(slug:\"a-car\")"
      }
    ]
  },
  "params": {
    "id": "3a53207d3b25328de0cb986147960991f6e49ec2bc83b1cae03ed37534dfc9ce",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.distanceFromPostcode": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PostcodeDistance"
        },
        "car.distanceFromPostcode.km": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "car.distanceFromPostcode.postcode": (v3/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.path": (v3/*:: as any*/)
      }
    },
    "name": "CarDistanceTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a6e1db5e05da279fa7361561474ab307";

export default node;
