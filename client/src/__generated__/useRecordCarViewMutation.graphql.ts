/**
 * @generated SignedSource<<5a392464090c5abc6cf92240f52b978e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useRecordCarViewMutation$variables = {
  carId: string;
};
export type useRecordCarViewMutation$data = {
  readonly recordCarView: {
    readonly car: {
      readonly id: string;
      readonly views: number;
    };
  };
};
export type useRecordCarViewMutation = {
  response: useRecordCarViewMutation$data;
  variables: useRecordCarViewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "carId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "carId",
        "variableName": "carId"
      }
    ],
    "concreteType": "RecordCarViewPayload",
    "kind": "LinkedField",
    "name": "recordCarView",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "views",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRecordCarViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordCarViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ef1e24074d6ac938a219bd01fbfe3777",
    "id": null,
    "metadata": {},
    "name": "useRecordCarViewMutation",
    "operationKind": "mutation",
    "text": "mutation useRecordCarViewMutation(\n  $carId: ID!\n) {\n  recordCarView(carId: $carId) {\n    car {\n      id\n      views\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d62369e2b8d89c5b39287a5b74f70066";

export default node;
