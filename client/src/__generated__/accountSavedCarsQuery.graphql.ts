/**
 * @generated SignedSource<<212c2282a96b0f687a96fa71618a0339>>
 * @relayHash 19021f4c58d5b3bc96b3db1bded51adf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8619feaa645e23eed6e4aeb337df40e5a2aca53b575d197931922d57921e7c2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type accountSavedCarsQuery$variables = Record<PropertyKey, never>;
export type accountSavedCarsQuery$data = {
  readonly viewer: {
    readonly compare: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"accountSavedCars_savedCar">;
    }>;
    readonly favourites: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"accountSavedCars_savedCar">;
    }>;
  } | null | undefined;
};
export type accountSavedCarsQuery = {
  response: accountSavedCarsQuery$data;
  variables: accountSavedCarsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "list",
    "value": "FAVOURITES"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "carId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "make",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "model",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "CarImage",
  "kind": "LinkedField",
  "name": "primaryImage",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "accountSavedCars_savedCar",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
],
v8 = [
  {
    "kind": "Literal",
    "name": "list",
    "value": "COMPARE"
  }
],
v9 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Car",
    "kind": "LinkedField",
    "name": "car",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "accountSavedCarsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": "favourites",
            "args": (v0/*:: as any*/),
            "concreteType": "SavedCar",
            "kind": "LinkedField",
            "name": "savedCars",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": "savedCars(list:\"FAVOURITES\")"
          },
          {
            "alias": "compare",
            "args": (v8/*:: as any*/),
            "concreteType": "SavedCar",
            "kind": "LinkedField",
            "name": "savedCars",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": "savedCars(list:\"COMPARE\")"
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
    "name": "accountSavedCarsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": "favourites",
            "args": (v0/*:: as any*/),
            "concreteType": "SavedCar",
            "kind": "LinkedField",
            "name": "savedCars",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": "savedCars(list:\"FAVOURITES\")"
          },
          {
            "alias": "compare",
            "args": (v8/*:: as any*/),
            "concreteType": "SavedCar",
            "kind": "LinkedField",
            "name": "savedCars",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": "savedCars(list:\"COMPARE\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d8619feaa645e23eed6e4aeb337df40e5a2aca53b575d197931922d57921e7c2",
    "metadata": {},
    "name": "accountSavedCarsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "239654fe3f45860e6a1b686591f1596e";

export default node;
