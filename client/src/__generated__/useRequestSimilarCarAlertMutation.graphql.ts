/**
 * @generated SignedSource<<b98f963e41de0901b1427c89a6ffaf1c>>
 * @relayHash 7766b9c0b7527649e648fd645f53bca4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 287dc1a32c3a82abae886e528f10af54c385624c9e15ca9d77695646c35ae56e

import type { ConcreteRequest } from 'relay-runtime';
export type SimilarCarAlertStatus = "DUE" | "UNSUBSCRIBED" | "WAITING" | "%future added value";
export type RequestSimilarCarAlertInput = {
  carId: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
};
export type useRequestSimilarCarAlertMutation$variables = {
  input: RequestSimilarCarAlertInput;
};
export type useRequestSimilarCarAlertMutation$data = {
  readonly requestSimilarCarAlert: {
    readonly alert: {
      readonly status: SimilarCarAlertStatus;
    };
  };
};
export type useRequestSimilarCarAlertMutation = {
  response: useRequestSimilarCarAlertMutation$data;
  variables: useRequestSimilarCarAlertMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestSimilarCarAlertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestSimilarCarAlertPayload",
        "kind": "LinkedField",
        "name": "requestSimilarCarAlert",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SimilarCarAlert",
            "kind": "LinkedField",
            "name": "alert",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestSimilarCarAlertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestSimilarCarAlertPayload",
        "kind": "LinkedField",
        "name": "requestSimilarCarAlert",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SimilarCarAlert",
            "kind": "LinkedField",
            "name": "alert",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "287dc1a32c3a82abae886e528f10af54c385624c9e15ca9d77695646c35ae56e",
    "metadata": {},
    "name": "useRequestSimilarCarAlertMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e8788b40e9154a83ceca5d29fab2ddbc";

export default node;
