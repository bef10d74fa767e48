/**
 * @generated SignedSource<<fa4fd7b6507eee5af3917a8da21f15f7>>
 * @relayHash d551083b3c021e1b53cdf91b947a4880
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 488b6ff1ef803f440487546d948a48311842b305101839d28469dc1135807a78

import type { ConcreteRequest } from 'relay-runtime';
export type accountSavedCarsQuery$variables = Record<PropertyKey, never>;
export type accountSavedCarsQuery$data = {
  readonly viewer: {
    readonly compare: ReadonlyArray<{
      readonly car: {
        readonly make: string;
        readonly model: string;
        readonly name: string;
        readonly primaryImage: {
          readonly url: string;
        } | null | undefined;
        readonly slug: string;
      } | null | undefined;
      readonly carId: string;
    }>;
    readonly favourites: ReadonlyArray<{
      readonly car: {
        readonly make: string;
        readonly model: string;
        readonly name: string;
        readonly primaryImage: {
          readonly url: string;
        } | null | undefined;
        readonly slug: string;
      } | null | undefined;
      readonly carId: string;
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
    "id": "488b6ff1ef803f440487546d948a48311842b305101839d28469dc1135807a78",
    "metadata": {},
    "name": "accountSavedCarsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92aee5d3f4ba24cddf1c87210ae653e5";

export default node;
