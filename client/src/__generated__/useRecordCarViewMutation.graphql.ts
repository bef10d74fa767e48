/**
 * @generated SignedSource<<9629013c38ed71f69c29f0b7e6968d24>>
 * @relayHash ef1e24074d6ac938a219bd01fbfe3777
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87971f5f7c7ed51a3cc8596f5846a477ca5a8dad2f6a2e772426f3bd216afc55

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
    "id": "87971f5f7c7ed51a3cc8596f5846a477ca5a8dad2f6a2e772426f3bd216afc55",
    "metadata": {},
    "name": "useRecordCarViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d62369e2b8d89c5b39287a5b74f70066";

export default node;
